import { expect } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import type { Journey } from './load.js';
import type { Stack } from './stack.js';

/** What the suite put in before any order: wallet credits per user (as recharges), stock and sales per product. */
export interface Baseline {
  credits: Map<string, number>;
  stock: Map<number, number>;
  productSales: Map<number, number>;
}

interface OrderRow {
  id: string;
  buyer_id: string;
  store_id: string;
  store_owner_id: string;
  status: string;
  goods_cost_status: string;
  items: { productId: number; quantity: number }[];
  goods_amount: string;
  goods_cost: string;
  total: string;
  payment_id: string | null;
  placed_at: Date | null;
  pay_deadline: Date;
  cancelled_at: Date | null;
  updated_at: Date;
  refunded_at: Date | null;
}

interface PaymentRow {
  id: string;
  buyer_id: string;
  order_ids: string[];
  amount: string;
  method: string;
  status: string;
  posted: boolean;
}

interface JournalRow {
  reference: string;
  operation: string;
  record_type: string;
  user_id: string;
  amount: string;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const quantityOf = (order: OrderRow) => sum(order.items.map((item) => item.quantity));
const services = ['identity', 'catalog', 'merchant', 'fund', 'payment', 'order'] as const;

/**
 * Waits until the saga has nothing left in flight: no order still placing, no payment pending, every
 * paid payment's orders moved on to completed, every outbox relayed and every completion credited.
 */
export async function settled(stack: Stack, timeoutMs = 120_000): Promise<void> {
  const count = async (statement: string) => Number((await stack.sql<{ count: string }>(statement))[0]!.count);
  const waits: [string, () => Promise<number>][] = [
    ['orders still placing', () => count('select count(*) from @order.customer_order where placed_at is null')],
    ['payments pending or unposted', () => count(`select count(*) from @payment.order_payment where status = 'pending' or (status = 'paid' and not posted)`)],
    // A paid payment whose orders the order service has not heard of yet.
    [
      'paid orders the order service has not heard of',
      () =>
        count(`select count(*) from @payment.order_payment p cross join lateral jsonb_array_elements_text(p.order_ids) as paid(order_id)
               where p.status = 'paid' and not exists (select 1 from @order.customer_order o where o.id = paid.order_id::uuid and o.payment_id = p.id)`),
    ],
    ['paid orders not completed', () => count(`select count(*) from @order.customer_order where payment_id is not null and status not in ('completed', 'cancelled')`)],
    // Unpaid orders cancel at their pay deadline and give their stock back; one doing so while the
    // checks read the order and catalog schemas one after the other would be seen half done.
    ['unpaid orders not yet cancelled by their deadline', () => count(`select count(*) from @order.customer_order where status = 'pending_payment' and placed_at is not null`)],
    // Stock going back, goods costs, checkouts stopped part way: each ends done or undone.
    ['order workflow runs not finished', () => count(`select count(*) from @order.workflow_run where status in ('running', 'compensating')`)],
    ...services.map((service): [string, () => Promise<number>] => [`${service} events not relayed`, () => count(`select count(*) from @${service}.outbox where published_at is null`)]),
    [
      'refunds not credited',
      () => count(`select count(*) from @order.customer_order o where o.refunded_at is not null and not exists (select 1 from @fund.journal j where j.reference = 'refund:' || o.id)`),
    ],
    [
      'completed orders not credited',
      () => count(`select count(*) from @order.customer_order o where o.status = 'completed' and o.goods_amount > 0 and not exists (select 1 from @fund.journal j where j.reference = 'profit:' || o.id)`),
    ],
    ...(['catalog', 'merchant'] as const).map((service): [string, () => Promise<number>] => [
      `completions ${service} has not counted`,
      () => count(`select (select count(*) from @order.outbox where type = 'order.order.completed.v1') - (select count(*) from @${service}.inbox where event_type = 'order.order.completed.v1') as count`),
    ]),
  ];
  let waitingFor = '';
  try {
    await eventually(
      async () => {
        for (const [what, check] of waits) {
          const left = await check();
          if (left > 0) {
            waitingFor = `${left} ${what}`;
            return false;
          }
        }
        return true;
      },
      timeoutMs,
      'the saga settled',
    );
  } catch (error) {
    // Where the unfinished orders stand, to tell which step of the saga holds them.
    const unfinished = await stack.sql<{ status: string; goods_cost_status: string; goods_cost_tried: boolean; count: string }>(
      `select status, goods_cost_status, goods_cost_tried_at is not null as goods_cost_tried, count(*) from @order.customer_order
       where payment_id is not null and status not in ('completed', 'cancelled') group by 1, 2, 3`,
    );
    const stages = unfinished.map((row) => `${row.count} ${row.status}/${row.goods_cost_status}${row.goods_cost_tried ? ' (goods cost tried)' : ''}`).join(', ');
    throw new Error(`${(error as Error).message}; still waiting for: ${waitingFor}${stages ? `; paid orders unfinished: ${stages}` : ''}`, { cause: error });
  }
}

/**
 * Every order ends as its journey meant it, no event is lost or applied twice, stock and sales add
 * up, and the fund's ledger balances: per account and in total, and the platform's clearing accounts
 * reconcile with what the order and payment services say happened.
 */
export async function expectConsistent(stack: Stack, journeys: Journey[], baseline: Baseline): Promise<void> {
  const orders = await stack.sql<OrderRow>('select * from @order.customer_order');
  const allPayments = await stack.sql<PaymentRow>('select id, buyer_id, order_ids, amount::text, method, status, posted from @payment.order_payment');
  // A gateway payment its service lost before the gateway had the charge expired, unposted; the rest are checked below.
  const expiredIds = new Set(journeys.flatMap((journey) => (journey.expiredPaymentId ? [journey.expiredPaymentId] : [])));
  const expired = allPayments.filter((payment) => expiredIds.has(payment.id));
  expect(expired.map(({ id, status, posted }) => ({ id, status, posted })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
    [...expiredIds].sort().map((id) => ({ id, status: 'expired', posted: false })),
  );
  const payments = allPayments.filter((payment) => !expiredIds.has(payment.id));
  const journals = await stack.sql<JournalRow>('select reference, operation, record_type, user_id, amount::text from @fund.journal');
  const orderById = new Map(orders.map((order) => [order.id, order]));
  const journalByReference = new Map(journals.map((journal) => [journal.reference, journal]));

  // Each order ends as its journey meant: a paid one completed (through shipping), or, when its
  // payment reached the order service after the unpaid timeout had cancelled it, cancelled and
  // refunded; a cancelled one cancelled; one left unpaid (or paid too late) pending or cancelled by
  // the timeout, its stock back; a dropped placement left nothing.
  const placed = journeys.flatMap((journey) => journey.orders.map((order) => ({ journey, order })));
  expect(orders.map((order) => order.id).sort()).toEqual(placed.map(({ order }) => order.id).sort());
  const ending = (status: string, goodsCost: string, payment: string | null, refunded: boolean) => ({ status, goodsCost, payment, refunded });
  const actual = placed.map(({ journey, order }) => {
    const row = orderById.get(order.id)!;
    return { order: order.id, intent: journey.intent, ...ending(row.status, row.goods_cost_status, row.payment_id, row.refunded_at !== null) };
  });
  const expected = placed.map(({ journey, order }) => {
    const row = orderById.get(order.id)!;
    const paymentId = journey.paymentId ?? null;
    const allowed = paymentId
      ? [ending('completed', 'completed', paymentId, false), ending('cancelled', 'not_due', paymentId, true)]
      : journey.intent === 'cancel'
        ? [ending('cancelled', 'not_due', null, false)]
        : [ending('pending_payment', 'not_due', null, false), ending('cancelled', 'not_due', null, false)];
    return { order: order.id, intent: journey.intent, ...(allowed.find((candidate) => candidate.status === row.status) ?? allowed[0]!) };
  });
  expect(actual).toEqual(expected);
  const refunded = orders.filter((order) => order.refunded_at !== null);

  // Every payment the shoppers were answered is paid once, for its orders' totals, and posted; none other exists.
  const paidJourneys = journeys.filter((journey) => journey.paymentId);
  expect(payments.map((payment) => payment.id).sort()).toEqual(paidJourneys.map((journey) => journey.paymentId).sort());
  for (const payment of payments) {
    expect({ id: payment.id, status: payment.status, posted: payment.posted, amount: Number(payment.amount) }).toEqual({
      id: payment.id,
      status: 'paid',
      posted: true,
      amount: sum(payment.order_ids.map((id) => Number(orderById.get(id)!.total))),
    });
  }

  // The postings are exactly those the sagas call for, each once, each of the right amount.
  const completed = orders.filter((order) => order.status === 'completed');
  const goodsCostPaid = orders.filter((order) => ['paid', 'completed', 'refunded'].includes(order.goods_cost_status) && Number(order.goods_cost) > 0);
  const expectedJournals = [
    ...payments.map((payment) => ({ reference: `order-payment:${payment.id}`, operation: 'debit', record_type: 'prd_order_pay', user_id: payment.buyer_id, amount: payment.amount })),
    ...payments
      .filter((payment) => payment.method !== 'balance')
      .map((payment) => ({ reference: `order-charge:${payment.id}`, operation: 'credit', record_type: 'recharge', user_id: payment.buyer_id, amount: payment.amount })),
    ...goodsCostPaid.map((order) => ({ reference: `goods-cost:${order.id}`, operation: 'debit', record_type: 'mch_order_pay', user_id: order.store_owner_id, amount: order.goods_cost })),
    ...completed.filter((order) => Number(order.goods_amount) > 0).map((order) => ({ reference: `profit:${order.id}`, operation: 'credit', record_type: 'profit', user_id: order.store_owner_id, amount: order.goods_amount })),
    ...refunded.map((order) => ({ reference: `refund:${order.id}`, operation: 'credit', record_type: 'prd_order_pay', user_id: order.buyer_id, amount: order.total })),
  ];
  const sagaJournals = journals.filter((journal) => !(journal.reference.startsWith('recharge:') && baseline.credits.has(journal.user_id)));
  const byReference = (a: { reference: string }, b: { reference: string }) => a.reference.localeCompare(b.reference);
  expect(sagaJournals.map((journal) => ({ ...journal })).sort(byReference)).toEqual(expectedJournals.map((journal) => ({ ...journal, amount: String(journal.amount) })).sort(byReference));
  expect(journalByReference.size).toBe(journals.length);

  // The ledger: per account the lines add up to the stored balance, all lines to zero.
  const accounts = await stack.sql<{ id: string; owner_id: string | null; kind: string; balance: string | null; profit_records: string; goods_cost: string; lines: string }>(
    `select a.id, a.owner_id, a.kind, a.balance::text, a.profit_records::text, a.goods_cost::text, coalesce(sum(l.amount), 0)::text as lines
     from @fund.account a left join @fund.entry_line l on l.account_id = a.id group by a.id order by a.id`,
  );
  const [total] = await stack.sql<{ lines: string; count: string }>('select coalesce(sum(amount), 0)::text as lines, count(*)::text as count from @fund.entry_line');
  expect(Number(total!.lines)).toBe(0);
  const userAccounts = accounts.filter((account) => account.owner_id !== null);
  expect(userAccounts.filter((account) => account.balance !== account.lines).map(({ id, kind, balance, lines }) => ({ id, kind, balance, lines }))).toEqual([]);

  // Each wallet: a buyer's credit less what they paid from the balance (a gateway payment is
  // credited, then debited) plus refunds; a store owner's less the goods costs paid plus the
  // profits of completed orders; nothing held.
  const expectedBalances = new Map(baseline.credits);
  const change = (userId: string, amount: number) => expectedBalances.set(userId, (expectedBalances.get(userId) ?? 0) + amount);
  for (const payment of payments) if (payment.method === 'balance') change(payment.buyer_id, -Number(payment.amount));
  for (const order of goodsCostPaid) change(order.store_owner_id, -Number(order.goods_cost));
  for (const order of completed) change(order.store_owner_id, Number(order.goods_amount));
  for (const order of refunded) change(order.buyer_id, Number(order.total));
  const balances = (kind: string) => new Map(userAccounts.filter((account) => account.kind === kind).map((account) => [account.owner_id!, Number(account.balance)]));
  expect(balances('available')).toEqual(expectedBalances);
  expect([...balances('held').values()].filter((held) => held !== 0)).toEqual([]);
  const figures = new Map(userAccounts.filter((account) => account.kind === 'available' && Number(account.profit_records) + Number(account.goods_cost) > 0).map((account) => [account.owner_id!, { profit: Number(account.profit_records), goodsCost: Number(account.goods_cost) }]));
  const expectedFigures = new Map<string, { profit: number; goodsCost: number }>();
  for (const order of goodsCostPaid) {
    const figure = expectedFigures.get(order.store_owner_id) ?? { profit: 0, goodsCost: 0 };
    expectedFigures.set(order.store_owner_id, { ...figure, goodsCost: figure.goodsCost + Number(order.goods_cost) });
  }
  for (const order of completed) {
    const figure = expectedFigures.get(order.store_owner_id) ?? { profit: 0, goodsCost: 0 };
    expectedFigures.set(order.store_owner_id, { ...figure, profit: figure.profit + Number(order.goods_amount) });
  }
  expect(figures).toEqual(expectedFigures);

  // The platform's accounts (fund's ledger rules: a credit of type T takes from T's platform
  // account, a debit gives to it). Order clearing holds what buyers paid for orders plus the goods
  // costs merchants paid, less the profits credited and the refunds (no goods cost is refunded
  // here: only unpaid-then-cancelled orders are); gateway clearing is minus every recharge, the
  // suite's and the gateway payments' charges.
  const platform = new Map(accounts.filter((account) => account.owner_id === null).map((account) => [account.kind, Number(account.lines)]));
  const buyersPaid = sum(payments.map((payment) => Number(payment.amount)));
  const goodsCosts = sum(goodsCostPaid.map((order) => Number(order.goods_cost)));
  const profits = sum(completed.map((order) => Number(order.goods_amount)));
  const refunds = sum(refunded.map((order) => Number(order.total)));
  const charged = sum(payments.filter((payment) => payment.method !== 'balance').map((payment) => Number(payment.amount)));
  expect(Object.fromEntries(platform)).toEqual({
    order_clearing: buyersPaid + goodsCosts - profits - refunds,
    gateway_clearing: -(sum(baseline.credits.values()) + charged),
    payout_clearing: 0,
    fee_revenue: 0,
    adjustments: 0,
  });

  // Stock: never negative, and what it was less what the orders still holding it took (cancelled
  // orders gave theirs back); the catalog's open reservations say the same. Sales: what completed orders sold.
  const products = await stack.sql<{ id: string; stock: number; sales: number }>('select id, stock, sales from @catalog.product where id = any($1)', [[...baseline.stock.keys()]]);
  const holding = orders.filter((order) => order.status !== 'cancelled');
  const taken = (productId: number, of: OrderRow[]) => sum(of.flatMap((order) => order.items.filter((item) => item.productId === productId).map((item) => item.quantity)));
  const reservations = new Map(
    (await stack.sql<{ id: string; state: string; created_at: Date; released_at: Date | null }>('select id, state, created_at, released_at from @catalog.stock_reservation')).map((row) => [row.id, row]),
  );
  // Each order holding stock has its reservation held, and no other reservation is held; a
  // mismatch names the orders and reservations, with their times, to tell which step let go.
  const stockOf = (order: OrderRow) => ({
    order: order.id,
    status: order.status,
    placedAt: order.placed_at,
    payDeadline: order.pay_deadline,
    cancelledAt: order.cancelled_at,
    updatedAt: order.updated_at,
    payment: order.payment_id,
    refundedAt: order.refunded_at,
    reservation: reservations.get(order.id) ?? null,
  });
  const holdingIds = new Set(holding.map((order) => order.id));
  expect(holding.filter((order) => reservations.get(order.id)?.state !== 'reserved').map(stockOf)).toEqual([]);
  expect(
    [...reservations.values()]
      .filter((reservation) => reservation.state === 'reserved' && !holdingIds.has(reservation.id))
      .map((reservation) => (orderById.has(reservation.id) ? stockOf(orderById.get(reservation.id)!) : reservation)),
  ).toEqual([]);
  expect(products.map((product) => ({ id: Number(product.id), stock: product.stock, sales: product.sales })).sort((a, b) => a.id - b.id)).toEqual(
    [...baseline.stock].map(([id, stock]) => ({ id, stock: stock - taken(id, holding), sales: baseline.productSales.get(id)! + taken(id, completed) })).sort((a, b) => a.id - b.id),
  );
  for (const product of products) expect(product.stock).toBeGreaterThanOrEqual(0);
  const stores = await stack.sql<{ id: string; sales: string }>('select id, sales::text from @merchant.store where id = any($1)', [[...new Set(orders.map((order) => order.store_id))]]);
  expect(new Map(stores.map((store) => [store.id, Number(store.sales)]))).toEqual(
    new Map([...new Set(orders.map((order) => order.store_id))].map((storeId) => [storeId, sum(completed.filter((order) => order.store_id === storeId).map(quantityOf))])),
  );

  // No event given up on anywhere.
  for (const service of services) expect({ service, deadLetters: await stack.sql(`select event_id, error from @${service}.dead_letter`) }).toEqual({ service, deadLetters: [] });
  // And no service stopped by itself.
  expect(Object.values(stack.services).flatMap((service) => service.unexpectedExits)).toEqual([]);
}
