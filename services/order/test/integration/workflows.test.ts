import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { TypedEvent } from '@shop/contracts';
import { createLogger, createUseCaseRunner, openDatabase, type Caller, type Orm, type UseCaseRunner } from '@shop/service-kit';
import { dropSchema, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import { cancelMyOrder } from '../../src/application/cancel-my-order.js';
import { quoteCheckout } from '../../src/application/quote-checkout.js';
import { orderWorkflows, type OrderWorkflows } from '../../src/application/workflows/index.js';
import { entities } from '../../src/db/entities.js';
import { migrations } from '../../src/db/migrations/index.js';
import { onOrderPaid } from '../../src/events/consume/order-paid.js';
import { FakePeers } from './fake-peers.js';

// The order service's own workflows against fakes of its peers (./fake-peers.ts) on its own
// schema: what a checkout, a goods cost and a cancellation do when a peer refuses, is down, or
// comes back, without starting the peers.
const schema = uniqueSchema('order_workflows');
const logger = createLogger({ service: 'order-test', level: process.env.LOG_LEVEL ?? 'silent' });
const PLACING_TIMEOUT_MS = 120_000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let orm: Orm;
let peers: FakePeers;
let workflows: OrderWorkflows;
let runner: UseCaseRunner;

const storeA = { id: 11, ownerId: randomUUID() };
const storeB = { id: 12, ownerId: randomUUID() };
const [productA, productB] = [101, 102];

beforeAll(async () => {
  orm = await openDatabase({ url: testDatabaseUrl(), schema, entities, migrations, logger });
});

beforeEach(() => {
  peers = new FakePeers();
  peers.product(productA, 10);
  peers.product(productB, 10);
  peers.stores.set(storeA.id, { ownerId: storeA.ownerId, autoPay: true });
  peers.stores.set(storeB.id, { ownerId: storeB.ownerId, autoPay: false });
  workflows = orderWorkflows(orm, peers.calls, { unpaidTimeoutMs: 30 * 60_000, placingTimeoutMs: PLACING_TIMEOUT_MS, clock, logger });
  runner = createUseCaseRunner(orm, clock);
});

afterAll(async () => {
  await orm?.close(true);
  await dropSchema(testDatabaseUrl(), schema);
});

const shopper = (): Caller => ({ service: 'bff', userId: randomUUID(), roles: [] });
const sql = <R>(statement: string, params: unknown[] = []) => orm.em.fork().execute<R[]>(statement, params);
const ordersOf = (buyer: Caller) => sql<{ id: string; placed: boolean }>('select id, placed_at is not null as placed from customer_order where buyer_id = ? order by store_id', [buyer.userId]);

/** Quotes these items for the buyer, then places them at the quoted total under `key`. */
async function place(buyer: Caller, items: { productId: number; storeId: number; quantity: number }[], key: string) {
  const request = { items: { fromCart: false, items }, addressId: 0, lang: 'en' };
  const { quote } = await runner.query(quoteCheckout(peers.calls), request, { caller: buyer });
  return workflows.placeOrders({ ...request, expectedTotal: quote.total }, { caller: buyer, idempotencyKey: key });
}

describe('a checkout', () => {
  it('reserves each store order’s stock once and places them; its retry answers the same orders', async () => {
    const buyer = shopper();
    const key = randomUUID();
    const items = [
      { productId: productA, storeId: storeA.id, quantity: 2 },
      { productId: productB, storeId: storeB.id, quantity: 1 },
    ];
    const orders = await place(buyer, items, key);
    expect(orders.map((order) => [order.storeId, order.goodsCost, order.placedAt !== null])).toEqual([
      [storeA.id, 120_000, true],
      [storeB.id, 60_000, true],
    ]);
    expect((await place(buyer, items, key)).map((order) => order.id)).toEqual(orders.map((order) => order.id));
    expect([peers.stock.get(productA), peers.stock.get(productB), peers.reservations.size]).toEqual([8, 9, 2]);
  });

  it('refused by the catalog for one store, releases the other store’s stock and keeps no order', async () => {
    const buyer = shopper();
    const key = randomUUID();
    const items = [
      { productId: productA, storeId: storeA.id, quantity: 2 },
      { productId: productB, storeId: storeB.id, quantity: 3 },
    ];
    // Bought by others between the quote and the reservation.
    peers.beforeReserve = () => peers.stock.set(productB, 1);
    await expect(place(buyer, items, key)).rejects.toMatchObject({ reason: 'insufficient_stock' });
    expect(peers.stock.get(productA)).toBe(10);
    expect([...peers.reservations.values()].map((reservation) => reservation.state)).toEqual(['released']);
    expect(await ordersOf(buyer)).toEqual([]);
    await expect(place(buyer, items, key)).rejects.toMatchObject({ reason: 'insufficient_stock' });
  });

  it('with the catalog down, shows nothing yet and is placed by the shopper’s retry once it is back', async () => {
    const buyer = shopper();
    const key = randomUUID();
    const items = [{ productId: productA, storeId: storeA.id, quantity: 1 }];
    peers.beforeReserve = () => peers.down.add('catalog');
    await expect(place(buyer, items, key)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await ordersOf(buyer)).toEqual([expect.objectContaining({ placed: false })]);
    peers.beforeReserve = undefined;
    peers.down.delete('catalog');
    const [order] = await place(buyer, items, key);
    expect(await ordersOf(buyer)).toEqual([{ id: order!.id, placed: true }]);
    expect(peers.stock.get(productA)).toBe(9);
  });

  it('stopped and not retried, is undone after the placing timeout; its retry then answers quote_changed', async () => {
    const buyer = shopper();
    const key = randomUUID();
    const items = [{ productId: productA, storeId: storeA.id, quantity: 4 }];
    peers.beforeReserve = () => peers.down.add('catalog');
    await expect(place(buyer, items, key)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    peers.down.delete('catalog');
    // The resumer leaves it to the shopper until the timeout…
    offsetMs += 60_000;
    await workflows.engine.resumeDue(10);
    expect(await ordersOf(buyer)).toEqual([expect.objectContaining({ placed: false })]);
    // …then undoes it.
    offsetMs += PLACING_TIMEOUT_MS;
    await workflows.engine.resumeDue(10);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(peers.stock.get(productA)).toBe(10);
    await expect(place(buyer, items, key)).rejects.toMatchObject({ reason: 'quote_changed' });
  });
});

describe('a goods cost', () => {
  /** A placed order of `store`, paid through the paid-order handler as the consumer runs it. */
  async function paidOrder(store: { id: number }, beforePaying = () => {}) {
    const buyer = shopper();
    const [order] = await place(buyer, [{ productId: store.id === storeA.id ? productA : productB, storeId: store.id, quantity: 1 }], randomUUID());
    beforePaying();
    const event = { id: randomUUID(), type: 'payment.order.paid.v1', occurredAt: clock().toISOString(), aggregateId: randomUUID(), payload: { paymentId: randomUUID(), buyerId: buyer.userId!, orderIds: [order!.id], amount: order!.total, method: 'balance', paidAt: clock().toISOString() } } as TypedEvent<'payment.order.paid.v1'>;
    const effects: (() => Promise<void>)[] = [];
    await orm.em.fork().transactional((em) => onOrderPaid(workflows.startGoodsCost, clock)(event, em, { afterCommit: (effect) => effects.push(effect) }));
    for (const effect of effects) await effect();
    return order!;
  }
  const goodsCostOf = async (id: string) => (await sql<{ goods_cost_status: string; tried: boolean }>('select goods_cost_status, goods_cost_tried_at is not null as tried from customer_order where id = ?', [id]))[0];

  it('is debited from an auto-paying store owner who has it, once', async () => {
    peers.balances.set(storeA.ownerId, 100_000);
    const order = await paidOrder(storeA);
    expect(await goodsCostOf(order.id)).toEqual({ goods_cost_status: 'paid', tried: false });
    expect([...peers.postings]).toEqual([[`goods-cost:${order.id}`, { userId: storeA.ownerId, amount: 60_000 }]]);
    expect(peers.balances.get(storeA.ownerId)).toBe(40_000);
  });

  it('waits for the merchant when the balance is short or the store does not pay automatically', async () => {
    peers.balances.set(storeA.ownerId, 59_999);
    const short = await paidOrder(storeA);
    const manual = await paidOrder(storeB);
    expect([await goodsCostOf(short.id), await goodsCostOf(manual.id)]).toEqual([
      { goods_cost_status: 'awaiting', tried: true },
      { goods_cost_status: 'awaiting', tried: true },
    ]);
    expect(peers.postings.size).toBe(0);
    // Each owner is told once what is due and what they have; a resumer pass adds nothing.
    offsetMs += 1_000;
    await workflows.engine.resumeDue(10);
    const due = await sql<{ payload: Record<string, unknown> }>(`select payload from outbox where type = 'order.goodscost.due.v1' and payload->>'orderId' in (?, ?) order by payload->>'storeOwnerId' = ?`, [short.id, manual.id, storeB.ownerId]);
    expect(due.map((row) => row.payload)).toEqual([
      expect.objectContaining({ orderId: short.id, storeOwnerId: storeA.ownerId, goodsCost: 60_000, available: 59_999 }),
      expect.objectContaining({ orderId: manual.id, storeOwnerId: storeB.ownerId, available: peers.balances.get(storeB.ownerId) ?? 0 }),
    ]);
  });

  it('tells no one when the balance covers it, or with fund down until fund answers', async () => {
    peers.balances.set(storeB.ownerId, 1_000_000);
    const covered = await paidOrder(storeB);
    peers.balances.set(storeB.ownerId, 0);
    const later = await paidOrder(storeB, () => peers.down.add('fund'));
    const dueOf = async (id: string) => (await sql(`select 1 from outbox where type = 'order.goodscost.due.v1' and payload->>'orderId' = ?`, [id])).length;
    expect([await dueOf(covered.id), await dueOf(later.id)]).toEqual([0, 0]);
    peers.down.delete('fund');
    offsetMs += 1_000;
    await workflows.engine.resumeDue(10);
    expect([await dueOf(covered.id), await dueOf(later.id)]).toEqual([0, 1]);
  });

  it('with fund down, is paid by the resumer once fund is back', async () => {
    peers.balances.set(storeA.ownerId, 60_000);
    const order = await paidOrder(storeA, () => peers.down.add('fund'));
    expect(await goodsCostOf(order.id)).toEqual({ goods_cost_status: 'awaiting', tried: false });
    peers.down.delete('fund');
    offsetMs += 1_000;
    expect(await workflows.engine.resumeDue(10)).toBe(1);
    expect(await goodsCostOf(order.id)).toEqual({ goods_cost_status: 'paid', tried: false });
    expect(peers.postings.get(`goods-cost:${order.id}`)).toEqual({ userId: storeA.ownerId, amount: 60_000 });
  });
});

describe('a cancellation', () => {
  it('gives the stock back once, and its retry answers the same', async () => {
    const buyer = shopper();
    const [order] = await place(buyer, [{ productId: productB, storeId: storeB.id, quantity: 5 }], randomUUID());
    expect(peers.stock.get(productB)).toBe(5);
    const call = { caller: buyer, idempotencyKey: randomUUID() };
    const cancelled = await runner.command(cancelMyOrder(workflows.startStockRelease), { id: order!.id }, call);
    expect(await runner.command(cancelMyOrder(workflows.startStockRelease), { id: order!.id }, call)).toEqual(cancelled);
    await runner.command(cancelMyOrder(workflows.startStockRelease), { id: order!.id }, { caller: buyer, idempotencyKey: randomUUID() });
    expect([cancelled.status, peers.stock.get(productB), peers.reservations.get(order!.id)?.state]).toEqual(['cancelled', 10, 'released']);
  });
});
