import { randomUUID } from 'node:crypto';
import { catalogV1, fundV1, identityV1, orderV1, recordTypeProto, topicOf, wireNameOf, type EventPayload, type EventType, type FundRecordType } from '@shop/contracts';
import { catalogSpec } from '@shop/catalog';
import { loadConfig as loadCatalogConfig } from '@shop/catalog/config';
import { fundSpec } from '@shop/fund';
import { loadConfig as loadFundConfig } from '@shop/fund/config';
import { identitySpec } from '@shop/identity';
import { loadConfig as loadIdentityConfig } from '@shop/identity/config';
import { merchantSpec } from '@shop/merchant';
import { loadConfig as loadMerchantConfig } from '@shop/merchant/config';
import {
  createGrpcClient,
  createKafka,
  createLogger,
  createProducer,
  IDEMPOTENCY_KEY_HEADER,
  parseSigningKey,
  actingFor,
  signingKeyOf,
  startService,
  type CallOptions,
  type PromiseClient,
  type RunningService,
} from '@shop/service-kit';
import { dropSchema, eventually, testBrokers, testDatabaseUrl, testKafkaSasl, testMediaEnv, testServiceEnv, testServiceKeyEnv, testTopicPrefix, uniqueSchema, type TEST_DEPLOYABLES } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { orderSpec, type OrderSpecOptions } from '../../src/service.js';

type Deployable = (typeof TEST_DEPLOYABLES)[number];
type OrderService = typeof orderV1.OrderServiceService;
export type OrderCalls = PromiseClient<OrderService>;
type FundCalls = PromiseClient<typeof fundV1.FundServiceService>;

/** Call options that send this idempotency key (a retry of one intent sends the same key). */
export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** Call options with a fresh idempotency key: a new intent. */
export const newKey = (): CallOptions => withKey(randomUUID());

/** A clock the tests move, ticking as time passes: the order service reads it for every use case and job. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A product of a store, in a quantity: what a "buy now" checkout buys. */
export interface TestItem {
  productId: number;
  storeId: number;
  quantity: number;
}

/** A store made for a test: its id and owner. */
export interface TestStore {
  id: number;
  ownerId: string;
}

/** The services the order fixture runs. */
export type FixtureService = 'identity' | 'catalog' | 'merchant' | 'fund' | 'order';

export interface OrderFixture {
  /** The order service now running (a restart replaces it). */
  readonly order: RunningService;
  clock: TestClock;
  /** Each service's loopback gRPC address, for services a test starts beside them (payment). */
  grpcUrls: Record<FixtureService, string>;
  /** Platform products the catalog seeded, by id. */
  productIds: number[];
  /** Calls signed as the BFF signs them, for a user. */
  asUser(userId: string): OrderCalls;
  /** The same calls signed by another deployable, for a user or none. */
  signedBy(deployable: Deployable, userId?: string): OrderCalls;
  /** A shopper (an identity account with a default delivery address in Jakarta), unless `address` is false. */
  newShopper(options?: { address?: boolean; nickname?: string }): Promise<string>;
  /** An active store with its owner's account, listing these products. */
  newStore(productIds: number[], options?: { autoPay?: boolean }): Promise<TestStore>;
  /** Quotes these items for the buyer and places them at the quoted total under `key` (a new intent by default): one order per store. */
  place(buyerId: string, items: TestItem[], key?: string): Promise<orderV1.Order[]>;
  setStock(productId: number, stock: number): Promise<void>;
  stockOf(productId: number): Promise<number>;
  /** Credits a wallet as a service posting does (a recharge). */
  credit(userId: string, amount: number): Promise<void>;
  /** A wallet as its owner sees it: the available balance and the records, newest first (up to 50). */
  wallet(userId: string): Promise<{ available: number; records: { type: FundRecordType | undefined; amount: number; reference: string }[] }>;
  /** The fund postings (journals) under this reference: at most one, as references are unique. */
  postings(reference: string): Promise<{ amount: string; type: string }[]>;
  /** Sends one event envelope to its topic through the broker, as the producing service's relay would; answers its id. */
  deliver<T extends EventType>(type: T, key: string, payload: EventPayload<T>, id?: string): Promise<string>;
  /** payment.order.paid.v1 for these orders as the payment service publishes it, delivered through the broker; answers the event id once consumed. */
  pay(buyerId: string, orders: orderV1.Order[], id?: string, paymentId?: string): Promise<string>;
  /** Waits until the order service's consumer has handled this event id. */
  consumed(eventId: string): Promise<void>;
  /** Events of one type the order service recorded in its outbox (published through Kafka by its relay). */
  events<T extends EventType>(type: T): Promise<EventPayload<T>[]>;
  /** Statements in the order service's schema. */
  sql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  /** Statements in the catalog's schema. */
  catalogSql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  /**
   * Stops the order service and starts a new one on the same schema and peers, as a process
   * replacing a killed one; `onWorkflowProgress` is told of the new one's workflow steps.
   */
  restartOrder(options?: { worker?: boolean; onWorkflowProgress?: OrderSpecOptions['onWorkflowProgress'] }): Promise<void>;
  stop(): Promise<void>;
}

const logger = (service: string) => createLogger({ service, level: process.env.LOG_LEVEL ?? 'silent' });
const loopback = (service: RunningService) => `127.0.0.1:${service.grpc!.port}`;
const grpcEnv = { GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', SERVICE_ROLES: 'api' };

let counter = 0;
const nextSuffix = () => `${process.pid % 1000}${String((counter += 1)).padStart(5, '0')}`;

/**
 * The order service on loopback gRPC over a fresh schema, on a clock the test moves, with the real
 * identity, catalog, merchant and fund services it composes beside it (each on its own fresh schema,
 * serving gRPC only). The order service's consumer and jobs run only in the file that asks
 * (`worker`): test files share the broker, and consumers in one group would take each other's events.
 */
export async function startOrderFixture(options: { worker?: boolean; env?: Record<string, string>; onWorkflowProgress?: OrderSpecOptions['onWorkflowProgress'] } = {}): Promise<OrderFixture> {
  const schemas = { identity: uniqueSchema('identity'), catalog: uniqueSchema('catalog'), merchant: uniqueSchema('merchant'), fund: uniqueSchema('fund'), order: uniqueSchema('order') };
  const base = testServiceEnv();
  const [identity, catalog] = await Promise.all([
    startService(identitySpec(loadIdentityConfig({ ...base, ...testServiceKeyEnv('identity'), ...grpcEnv, DATABASE_SCHEMA: schemas.identity }), logger('identity'))),
    startService(catalogSpec(loadCatalogConfig({ ...base, ...testMediaEnv(), ...testServiceKeyEnv('catalog'), ...grpcEnv, DATABASE_SCHEMA: schemas.catalog }), logger('catalog'))),
  ]);
  // Fund asks identity about the users operators adjust; payment and order only from its consumer,
  // which does not run here (gRPC only): those addresses lead nowhere.
  const fund = await startService(
    fundSpec(
      loadFundConfig({ ...base, ...testServiceKeyEnv('fund'), ...grpcEnv, DATABASE_SCHEMA: schemas.fund, IDENTITY_GRPC_URL: loopback(identity), PAYMENT_GRPC_URL: '127.0.0.1:1', ORDER_GRPC_URL: '127.0.0.1:1' }),
      logger('fund'),
    ),
  );
  const merchant = await startService(
    merchantSpec(
      loadMerchantConfig({ ...base, ...testMediaEnv(), ...testServiceKeyEnv('merchant'), ...grpcEnv, DATABASE_SCHEMA: schemas.merchant, CATALOG_GRPC_URL: loopback(catalog) }),
      logger('merchant'),
    ),
  );
  const clock = new TestClock();
  const startOrder = (worker: boolean, onWorkflowProgress: OrderSpecOptions['onWorkflowProgress'], grpcPort = '0') => {
    const config = loadConfig({
      ...base,
      ...testServiceKeyEnv('order'),
      ...grpcEnv,
      GRPC_PORT: grpcPort,
      DATABASE_SCHEMA: schemas.order,
      IDENTITY_GRPC_URL: loopback(identity),
      CATALOG_GRPC_URL: loopback(catalog),
      MERCHANT_GRPC_URL: loopback(merchant),
      FUND_GRPC_URL: loopback(fund),
      SERVICE_ROLES: worker ? 'api,worker' : 'api',
      JOB_INTERVAL_MS: '100',
      ...options.env,
    });
    return startService(orderSpec(config, logger('order'), { clock: clock.now, onWorkflowProgress }));
  };
  let order = await startOrder(options.worker ?? false, options.onWorkflowProgress);

  const closers: (() => void)[] = [];
  const clientOf = <S extends Parameters<typeof createGrpcClient>[0]>(definition: S, target: RunningService, audience: string, deployable: Deployable) => {
    const key = signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
    // A generous deadline: the tests run bursts of checkouts on a shared, often busy machine.
    const client = createGrpcClient(definition, loopback(target), { defaultDeadlineMs: 30_000, identity: { key, audience } });
    closers.push(() => client.close());
    return client.call;
  };
  const orderClients = new Map<Deployable, OrderCalls>();
  const orderCalls = (deployable: Deployable) => {
    let calls = orderClients.get(deployable);
    if (!calls) {
      calls = clientOf(orderV1.OrderServiceService, order, 'order', deployable);
      orderClients.set(deployable, calls);
    }
    return calls;
  };
  const identityCalls = clientOf(identityV1.IdentityServiceService, identity, 'identity', 'bff');
  const catalogCalls = clientOf(catalogV1.CatalogServiceService, catalog, 'catalog', 'merchant');
  const fundCalls: FundCalls = clientOf(fundV1.FundServiceService, fund, 'fund', 'payment');
  const walletCalls: FundCalls = clientOf(fundV1.FundServiceService, fund, 'fund', 'bff');
  const recordTypeOf = wireNameOf(recordTypeProto);
  const sqlIn = (service: RunningService) => <R>(statement: string, params: unknown[] = []) => service.orm.em.fork().execute<R[]>(statement, params);
  const sql = <R>(statement: string, params: unknown[] = []) => sqlIn(order)<R>(statement, params);

  const { items } = await actingFor(clientOf(catalogV1.CatalogServiceService, catalog, 'catalog', 'bff'), undefined).listProducts({ categoryId: 0, page: 1, pageSize: 20, lang: 'en' });
  const productIds = items.map((product) => product.id);

  async function newAccount(nickname = 'Pembeli Uji'): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await sqlIn(identity)(
      `insert into user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at) values (?, ?, 'phone', 'not-a-password', ?, ?, ?)`,
      [id, `+62814${nextSuffix()}`, nickname, now, now],
    );
    return id;
  }

  const kafka = createKafka({ clientId: `order-test-${randomUUID().slice(0, 8)}`, brokers: testBrokers().split(','), sasl: testKafkaSasl(), logger: logger('order-test') });
  let producer: ReturnType<typeof createProducer> | undefined;

  const fixture: OrderFixture = {
    get order() {
      return order;
    },
    clock,
    grpcUrls: { identity: loopback(identity), catalog: loopback(catalog), merchant: loopback(merchant), fund: loopback(fund), order: loopback(order) },
    productIds,
    asUser: (userId) => actingFor(orderCalls('bff'), userId),
    signedBy: (deployable, userId) => actingFor(orderCalls(deployable), userId),
    async newShopper({ address = true, nickname }: { address?: boolean; nickname?: string } = {}) {
      const userId = await newAccount(nickname);
      if (address) {
        await actingFor(identityCalls, userId).createAddress({
          address: { recipientName: 'Siti Rahma', phone: '0812-1111-2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12', isDefault: true },
        });
      }
      return userId;
    },
    async newStore(listed, { autoPay = false } = {}) {
      const ownerId = await newAccount('Pemilik Toko');
      const name = `Toko Uji ${nextSuffix()}`;
      const [row] = await sqlIn(merchant)<{ id: string }>(
        `insert into store (owner_id, name, name_folded, phone, description, auto_pay, status, opened_at) values (?, ?, ?, ?, 'Barang bagus.', ?, 'active', now()) returning id`,
        [ownerId, name, name.toLowerCase(), `+62812${nextSuffix()}`, autoPay],
      );
      const id = Number(row!.id);
      for (const productId of listed) await actingFor(catalogCalls, ownerId).setListing({ storeId: id, productId, listed: true }, newKey());
      return { id, ownerId };
    },
    async place(buyerId, items, key = randomUUID()) {
      const calls = actingFor(orderCalls('bff'), buyerId);
      const checkout = { fromCart: false, items };
      const { quote } = await calls.quoteCheckout({ items: checkout, addressId: 0, lang: 'en' });
      return (await calls.placeOrders({ items: checkout, addressId: 0, lang: 'en', expectedTotal: quote!.total }, withKey(key))).orders;
    },
    async setStock(productId, stock) {
      await sqlIn(catalog)('update product set stock = ? where id = ?', [stock, productId]);
    },
    async stockOf(productId) {
      const [row] = await sqlIn(catalog)<{ stock: number }>('select stock from product where id = ?', [productId]);
      return Number(row!.stock);
    },
    async credit(userId, amount) {
      await actingFor(fundCalls, undefined).credit({ posting: { userId, amount, type: recordTypeProto.recharge, reference: `recharge:${randomUUID()}`, memo: 'bca_va' } });
    },
    async wallet(userId) {
      const owner = actingFor(walletCalls, userId);
      const [{ wallet }, { items }] = await Promise.all([
        owner.getMyWallet({}),
        owner.listMyRecords({ type: fundV1.RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor: '', limit: 50, reference: '' }),
      ]);
      return { available: wallet!.available, records: items.map(({ type, amount, reference }) => ({ type: recordTypeOf(type), amount, reference })) };
    },
    async postings(reference) {
      return sqlIn(fund)<{ amount: string; type: string }>('select amount::text as amount, record_type as type from journal where reference = ?', [reference]);
    },
    async deliver(type, key, payload, id = randomUUID()) {
      if (!producer) {
        producer = createProducer(kafka);
        await producer.connect();
      }
      const envelope = { id, type, occurredAt: new Date().toISOString(), aggregateId: key, payload };
      await producer.send({ topic: topicOf(type, testTopicPrefix()), acks: -1, messages: [{ key, value: JSON.stringify(envelope) }] });
      return id;
    },
    async pay(buyerId, orders, id, paymentId = randomUUID()) {
      const payload: EventPayload<'payment.order.paid.v1'> = {
        paymentId,
        buyerId,
        orderIds: orders.map((order) => order.id),
        amount: orders.reduce((sum, order) => sum + order.total, 0),
        method: 'balance',
        paidAt: new Date().toISOString(),
      };
      const eventId = await fixture.deliver('payment.order.paid.v1', paymentId, payload, id);
      await fixture.consumed(eventId);
      return eventId;
    },
    async consumed(eventId) {
      await eventually(async () => (await sql('select 1 from inbox where event_id = ?', [eventId])).length > 0, 30_000, `event ${eventId} consumed`);
    },
    async events(type) {
      return (await sql<{ payload: EventPayload<typeof type> }>('select payload from outbox where type = ? order by occurred_at', [type])).map((row) => row.payload);
    },
    sql,
    catalogSql: sqlIn(catalog),
    async restartOrder({ worker = false, onWorkflowProgress } = {}) {
      // The same port: the clients made for the first process reach the new one.
      const port = String(order.grpc!.port);
      await order.stop();
      // New channels: the old ones would wait out their reconnect backoff.
      orderClients.clear();
      order = await startOrder(worker, onWorkflowProgress, port);
      // Until the clients' connection to the dead process has given way to the new one.
      const probe = actingFor(orderCalls('bff'), randomUUID());
      await eventually(() => probe.getCart({ lang: 'en' }).then(() => true, () => false), 20_000, 'the new order service answering');
    },
    async stop() {
      for (const close of closers) close();
      await producer?.disconnect();
      for (const service of [order, merchant, fund, catalog, identity]) await service.stop();
      for (const schema of Object.values(schemas)) await dropSchema(testDatabaseUrl(), schema);
    },
  };
  return fixture;
}
