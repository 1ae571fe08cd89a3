import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderV1 } from '@shop/contracts';
import { eventually, KillSwitch } from '@shop/test-kit';
import { startOrderFixture, type OrderFixture, type TestStore } from './fixture.js';

const { OrderStatus } = orderV1;

// The order service is killed between two steps of a workflow (at the chosen point its process
// stops driving, and is then stopped), and a new order service on the same database takes over:
// the shopper's retry of a checkout, the resumer for a goods cost. Each ends as an uninterrupted
// run does, each effect applied once.
let fixture: OrderFixture;
let store: TestStore;
let product: number;

/** Where the running order process dies next. */
const killSwitch = new KillSwitch('order');

/** Stops the order service that died and starts another in its place. */
const replaceKilledService = async () => {
  expect(killSwitch.killed).toBe(true);
  await fixture.restartOrder({ worker: true, onWorkflowProgress: killSwitch.onWorkflowProgress });
};

beforeAll(async () => {
  fixture = await startOrderFixture({ worker: true, onWorkflowProgress: killSwitch.onWorkflowProgress });
  product = fixture.productIds[0]!;
  store = await fixture.newStore([product], { autoPay: true });
  await fixture.setStock(product, 1_000);
});

afterAll(async () => {
  await fixture?.stop();
});

const runOf = async (workflow: string, key: string) =>
  (await fixture.sql<{ status: string }>(`select status from workflow_run where workflow = ? and key like ?`, [workflow, `%${key}`]))[0]?.status;

describe('a checkout whose order service is killed', () => {
  // After each step's effect (a remote step's call answered, not yet recorded) and after each record.
  const points = ['compose:applied', 'compose:recorded', 'store orders:recorded', 'reserve stock:applied', 'reserve stock:recorded', 'place:recorded'];

  it.each(points)('at %s ends placed on the shopper’s retry, its stock taken once', async (point) => {
    const shopper = await fixture.newShopper();
    const stockBefore = await fixture.stockOf(product);
    const key = randomUUID();
    const items = [{ productId: product, storeId: store.id, quantity: 2 }];
    killSwitch.arm(`Checkout/${point}`);
    await expect(fixture.place(shopper, items, key)).rejects.toThrow();
    await replaceKilledService();

    const orders = await fixture.place(shopper, items, key);
    expect(orders.map((order) => order.status)).toEqual([OrderStatus.ORDER_STATUS_PENDING_PAYMENT]);
    expect((await fixture.asUser(shopper).listMyOrders({ tab: 'all', cursor: '', limit: 20 })).items.map((order) => order.id)).toEqual([orders[0]!.id]);
    expect(await fixture.sql(`select id from customer_order where buyer_id = ?`, [shopper])).toHaveLength(1);
    expect(await fixture.stockOf(product)).toBe(stockBefore - 2);
    expect(await fixture.catalogSql(`select state from stock_reservation where id = ?`, [orders[0]!.id])).toEqual([{ state: 'reserved' }]);
    expect(await runOf('Checkout', key)).toBe('done');
  });
});

describe('a goods cost whose order service is killed', () => {
  const points = ['ask the store:applied', 'ask the store:recorded', 'debit the owner:applied', 'debit the owner:recorded', 'record:recorded'];

  it.each(points)('at %s is finished by the resumer: one debit, and the order ships', async (point) => {
    const buyerId = await fixture.newShopper();
    const [order] = await fixture.place(buyerId, [{ productId: product, storeId: store.id, quantity: 1 }]);
    await fixture.credit(store.ownerId, order!.total);
    const { available } = await fixture.wallet(store.ownerId);
    killSwitch.arm(`GoodsCost/${point}`);
    await fixture.pay(buyerId, [order!]);
    await eventually(() => killSwitch.killed, 20_000, `the order service killed at ${point}`);
    await replaceKilledService();

    await eventually(async () => (await fixture.asUser(store.ownerId).getStoreOrder({ id: order!.id })).order!.status === OrderStatus.ORDER_STATUS_PENDING_RECEIPT, 30_000, 'the order shipped');
    const [stored] = await fixture.sql<{ goods_cost: string }>('select goods_cost::text from customer_order where id = ?', [order!.id]);
    expect(await fixture.postings(`goods-cost:${order!.id}`)).toEqual([{ amount: stored!.goods_cost, type: 'mch_order_pay' }]);
    expect((await fixture.wallet(store.ownerId)).available).toBe(available - Number(stored!.goods_cost));
    expect(await runOf('GoodsCost', order!.id)).toBe('done');
  });
});
