import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fundV1 } from '@shop/contracts';
import pg from 'pg';
import { benchFundClient, type BenchServiceAccess } from './fund-post.js';
import type { JourneyRun, Recorder } from './measure.js';
import { TrpcClient } from './trpc.js';

/**
 * `checkout`: shoppers buying through the gateway and the BFF as the browser does — a product into
 * the cart, the checkout's quote, the order placed from the cart, paid from the balance — until
 * the order's page shows it paid; and, watched alongside, how long after the payment's answer the
 * store owner's merchant centre counts the order.
 */

/** Shoppers made once per stack (BENCH_CHECKOUT_SHOPPERS): a run's users are the first of them. */
export const CHECKOUT_SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS ?? 400);
/** The stores the shoppers buy from (the first active demo stores listing a few products). */
const CHECKOUT_STORES = 4;
const STORE_MIN_PRODUCTS = 5;
/** Enough stock that no run sells out. */
const PRODUCT_STOCK = 1_000_000;
/** Each shopper's opening balance, and each store owner's (goods costs paid automatically). */
const SHOPPER_BALANCE = 1_000_000_000;
const OWNER_BALANCE = 100_000_000_000;
/** How often the order's page is read again until it shows the order paid (the first read is at once). */
const PAID_POLL_MS = 100;
/**
 * How often the watched store owner's merchant centre is read, and how many of the stores are
 * watched: each read asks three services, so one store's orders stand for the lag.
 */
const WATCH_MS = 100;
const WATCHED_STORES = 1;
/** How long an order may take to show paid before its journey counts as failed. */
const PAID_WITHIN_MS = 30_000;
const SESSION_HOURS = 24;

interface Store {
  id: number;
  ownerToken: string;
}

interface Prepared {
  shopperTokens: string[];
  stores: Store[];
  /** Every product the stores list, with its store. */
  listings: { storeId: number; productId: number }[];
}

let prepared: Prepared | undefined;

/** A session token as identity issues them (32 random bytes, base64url), and its stored hash. */
function newSession(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

/**
 * Makes the run's data: shoppers with a session, a default delivery address and a balance; the
 * first few active demo stores with autoPay on, plenty of stock on what they list, and for each
 * owner an identity account (the demo stores' owners have none but the demo merchant), a session
 * and a balance. Users, sessions, addresses, stock and autoPay go straight into the services'
 * schemas; the balances are fund postings (a `recharge` credit each), as a paid recharge makes them.
 */
export async function prepareCheckout(stack: { databaseUrl: string; baseUrl: string; services: BenchServiceAccess | undefined }): Promise<void> {
  if (!stack.services) throw new Error('checkout credits its shoppers through the fund service: it needs FUND_GRPC_URL and BENCH_SERVICE_KEY against a running stack');
  const started = Date.now();
  const tag = randomBytes(4).toString('hex');
  const area = await firstDistrict(stack.baseUrl);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  let stores: { id: number; ownerId: string; session: { token: string; hash: string } }[];
  let shoppers: { id: string; session: { token: string; hash: string } }[];
  let listings: Prepared['listings'];
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; owner_id: string }>(
      `select s.id, s.owner_id from merchant.store s
        where s.status = 'active' and (select count(*) from catalog.listing l where l.store_id = s.id) >= $2
        order by s.id limit $1`,
      [CHECKOUT_STORES, STORE_MIN_PRODUCTS],
    );
    if (rows.length < CHECKOUT_STORES) throw new Error(`checkout needs ${CHECKOUT_STORES} active stores listing ${STORE_MIN_PRODUCTS} products: is the stack's demo data there?`);
    stores = rows.map((row) => ({ id: Number(row.id), ownerId: row.owner_id, session: newSession() }));
    const storeIds = stores.map((store) => store.id);
    listings = (await client.query<{ store_id: string; product_id: string }>('select store_id, product_id from catalog.listing where store_id = any($1) order by store_id, product_id', [storeIds])).rows.map(
      (row) => ({ storeId: Number(row.store_id), productId: Number(row.product_id) }),
    );
    await client.query('update catalog.product set stock = greatest(stock, $2) where id = any($1)', [listings.map((listing) => listing.productId), PRODUCT_STOCK]);
    await client.query('update merchant.store set auto_pay = true where id = any($1)', [storeIds]);
    // The owners may sign in by session only: their password hash matches no password.
    await client.query(
      `insert into identity.user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at)
       select owner_id, 'owner-' || owner_id || '@bench.invalid', 'email', '!', 'Bench owner', now(), now() from unnest($1::uuid[]) owner_id
       on conflict do nothing`,
      [stores.map((store) => store.ownerId)],
    );
    shoppers = Array.from({ length: CHECKOUT_SHOPPERS }, () => ({ id: randomUUID(), session: newSession() }));
    await client.query(
      `insert into identity.user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at)
       select id, 'shopper-' || $2 || '-' || n || '@bench.invalid', 'email', '!', 'Bench shopper ' || n, now(), now()
       from unnest($1::uuid[]) with ordinality as u (id, n)`,
      [shoppers.map((shopper) => shopper.id), tag],
    );
    await client.query(
      `insert into identity.delivery_address (user_id, recipient_name, phone, province_code, city_code, district_code, detail, is_default, created_at, updated_at)
       select id, 'Bench Shopper', '+6281234567890', $2, $3, $4, 'Jalan Bench No. 1', true, now(), now() from unnest($1::uuid[]) id`,
      [shoppers.map((shopper) => shopper.id), area.province, area.city, area.district],
    );
    const sessions = [...stores.map((store) => ({ userId: store.ownerId, hash: store.session.hash })), ...shoppers.map((shopper) => ({ userId: shopper.id, hash: shopper.session.hash }))];
    await client.query(
      `insert into identity.user_session (token_hash, user_id, created_at, expires_at)
       select hash, user_id, now(), now() + make_interval(hours => $3) from unnest($1::text[], $2::uuid[]) as s (hash, user_id)`,
      [sessions.map((session) => session.hash), sessions.map((session) => session.userId), SESSION_HOURS],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
  await openBalances(stack.services, [
    ...shoppers.map((shopper) => ({ userId: shopper.id, amount: SHOPPER_BALANCE })),
    ...stores.map((store) => ({ userId: store.ownerId, amount: OWNER_BALANCE })),
  ], tag);
  prepared = { shopperTokens: shoppers.map((shopper) => shopper.session.token), stores: stores.map(({ id, session }) => ({ id, ownerToken: session.token })), listings };
  console.log(
    `checkout: ${shoppers.length} shoppers, stores ${stores.map((store) => store.id).join(', ')} (autoPay) with ${listings.length} products, made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A real district with its city and province (the first of each), as the address form picks them. */
async function firstDistrict(baseUrl: string): Promise<{ province: string; city: string; district: string }> {
  const trpc = new TrpcClient(baseUrl, 1);
  try {
    const first = async (parentCode?: string) => (await trpc.query<{ code: string }[]>('area.list', parentCode ? { parentCode } : undefined, ''))[0]!.code;
    const province = await first();
    const city = await first(province);
    return { province, city, district: await first(city) };
  } finally {
    await trpc.close();
  }
}

/** One `recharge` credit per wallet, a few at a time. */
async function openBalances(services: BenchServiceAccess, wallets: { userId: string; amount: number }[], tag: string): Promise<void> {
  const fund = benchFundClient(services);
  try {
    const queue = [...wallets];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let wallet = queue.pop(); wallet; wallet = queue.pop()) {
          await fund.call.credit({
            posting: { userId: wallet.userId, amount: wallet.amount, type: fundV1.RecordType.RECORD_TYPE_RECHARGE, reference: `bench:checkout:${tag}:${wallet.userId}`, memo: '' },
          });
        }
      }),
    );
  } finally {
    fund.close();
  }
}

interface PlacedOrder {
  id: string;
  storeId: number;
  total: number;
}

/**
 * Reads store owners' merchant centres every WATCH_MS and matches its count of paid orders
 * (the `all` tab) against the payments answered for that store: the k-th order paid since the
 * start is shown once the count has grown by k. The lag is from the payment's answer to the
 * answer of the first read that counts it.
 */
class MerchantWatcher {
  private recorder: Recorder | undefined;
  private stopped = false;
  private loops: Promise<void>[] = [];
  private readonly stores = new Map<number, { answeredAt: number[]; shown: number }>();

  constructor(private readonly trpc: TrpcClient) {}

  /** Reads each store's count before any payment of the run, then keeps reading. */
  async start(stores: Store[]): Promise<void> {
    const bases = await Promise.all(stores.map(async (store) => this.paidOrders(store)));
    stores.forEach((store) => this.stores.set(store.id, { answeredAt: [], shown: 0 }));
    this.loops = stores.map((store, i) => this.watch(store, bases[i]!));
  }

  observe(recorder: Recorder): void {
    this.recorder = recorder;
  }

  /** A payment of an order of `storeId` answered paid at `at`. */
  answered(storeId: number, at: number): void {
    const store = this.stores.get(storeId);
    if (!store) return;
    store.answeredAt.push(at);
    // Counted before its answer reached the shopper: shown with no lag.
    if (store.answeredAt.length <= store.shown) this.recorder?.record(LAG, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  /** The store's paid orders as its owner's merchant centre counts them. */
  private async paidOrders(store: Store): Promise<number> {
    const read = () => this.trpc.query<{ counts: { all: number } }>('merchant.centre', undefined, store.ownerToken);
    return (await (this.recorder ? this.recorder.time('merchant.centre', read) : read())).counts.all;
  }

  private async watch(store: Store, base: number): Promise<void> {
    const figures = this.stores.get(store.id)!;
    while (!this.stopped) {
      const count = await this.paidOrders(store).catch(() => undefined);
      const readAt = performance.now();
      if (count !== undefined) {
        const shown = count - base;
        for (let k = figures.shown; k < Math.min(shown, figures.answeredAt.length); k++) this.recorder?.record(LAG, readAt - figures.answeredAt[k]!);
        figures.shown = Math.max(figures.shown, shown);
      }
      await sleep(WATCH_MS);
    }
  }
}

const LAG = 'merchant.centre counts it (lag)';

/** The checkout journey for `users` shoppers (at most CHECKOUT_SHOPPERS) against `baseUrl`. */
export async function checkoutJourney(target: { baseUrl: string; users: number }): Promise<JourneyRun> {
  if (!prepared) throw new Error('checkout: prepare first');
  const { shopperTokens, stores, listings } = prepared;
  if (target.users > shopperTokens.length) throw new Error(`checkout has ${shopperTokens.length} shoppers (BENCH_CHECKOUT_SHOPPERS): run it with at most that many connections`);
  const trpc = new TrpcClient(target.baseUrl, target.users + stores.length);
  const watcher = new MerchantWatcher(trpc);
  await watcher.start(stores.slice(0, WATCHED_STORES));
  return {
    name: 'checkout',
    users: target.users,
    observe: (recorder) => watcher.observe(recorder),
    async stop() {
      await watcher.stop();
      await trpc.close();
    },
    async once(user, recorder) {
      const token = shopperTokens[user]!;
      const listing = listings[Math.floor(Math.random() * listings.length)]!;
      await recorder.time('cart.add', () => trpc.mutation('cart.add', { ...listing, quantity: 1 }, token));
      const quote = await recorder.time('order.quote', () => trpc.query<{ total: number }>('order.quote', { from: 'cart' }, token));
      const orders = await recorder.time('order.place', () => trpc.mutation<PlacedOrder[]>('order.place', { from: 'cart', expectedTotal: quote.total }, token));
      const payment = await recorder.time('payment.payOrders', () => trpc.mutation<{ status: string }>('payment.payOrders', { orderIds: orders.map((order) => order.id), method: 'balance' }, token));
      if (payment.status !== 'paid') throw new Error(`payment.payOrders answered ${payment.status}`);
      const answeredAt = performance.now();
      for (const order of orders) watcher.answered(order.storeId, answeredAt);
      // The pay page then opens the order's page, which must show it paid.
      for (const order of orders) {
        for (;;) {
          const { status } = await recorder.time('order.detail', () => trpc.query<{ status: string }>('order.detail', { id: order.id }, token));
          if (status !== 'pending_payment') break;
          if (performance.now() - answeredAt > PAID_WITHIN_MS) throw new Error(`order ${order.id} not shown paid ${PAID_WITHIN_MS} ms after its payment`);
          await sleep(PAID_POLL_MS);
        }
      }
      recorder.record('order.detail shows it paid (lag)', performance.now() - answeredAt);
    },
  };
}
