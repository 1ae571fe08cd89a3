import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderV1 } from '@shop/contracts';
import { eventually } from '@shop/test-kit';
import type { CallOptions } from '@shop/service-kit';
import { newKey, startOrderFixture, type OrderFixture, type TestStore } from './fixture.js';

const { OrderStatus, GoodsCostStatus } = orderV1;

// The consumer and the jobs run here (every 100 ms); an approved return's goods are back at once.
let fixture: OrderFixture;
let manualStore: TestStore;
let autoStore: TestStore;
let productA: number;
let productB: number;

beforeAll(async () => {
  fixture = await startOrderFixture({ worker: true, env: { RETURN_RECEIPT_DELAY_MS: '1' } });
  [productA, productB] = fixture.productIds as [number, number];
  manualStore = await fixture.newStore([productA]);
  autoStore = await fixture.newStore([productB], { autoPay: true });
  for (const product of [productA, productB]) await fixture.setStock(product, 1_000);
});

afterAll(async () => {
  await fixture?.stop();
});

/** One unpaid order of `store` for a new shopper. */
async function unpaidOrder(store: TestStore, productId: number, quantity = 1) {
  const buyerId = await fixture.newShopper({ nickname: 'Rina' });
  const [order] = await fixture.place(buyerId, [{ productId, storeId: store.id, quantity }]);
  return { buyerId, order: order! };
}

/** Sends a command twice under one key, as a retried request does: the retry answers what the first did. */
async function retried<T>(send: (options: CallOptions) => Promise<T>): Promise<T> {
  const key = newKey();
  const first = await send(key);
  expect(await send(key)).toEqual(first);
  return first;
}

const storeOrder = async (store: TestStore, id: string) => (await fixture.asUser(store.ownerId).getStoreOrder({ id })).order!;
const buyerOrder = async (buyerId: string, id: string) => (await fixture.asUser(buyerId).getMyOrder({ id })).order!;
const untilStatus = (store: TestStore, id: string, status: orderV1.OrderStatus) =>
  eventually(async () => {
    const order = await storeOrder(store, id);
    return order.status === status && order;
  }, 20_000, `order ${id} in status ${status}`);

/** An order of the auto-paying store, paid and shipped (its owner credited enough first). */
async function shippedOrder() {
  const { buyerId, order } = await unpaidOrder(autoStore, productB);
  await fixture.credit(autoStore.ownerId, order.total);
  await fixture.pay(buyerId, [order]);
  await untilStatus(autoStore, order.id, OrderStatus.ORDER_STATUS_PENDING_RECEIPT);
  return { buyerId, order };
}

const outboxRows = (type: string, orderId: string) =>
  fixture.sql<{ payload: Record<string, unknown>; published_at: Date | null }>(`select payload, published_at from outbox where type = ? and payload->>'orderId' = ?`, [type, orderId]);

describe('the paid-order consumer', () => {
  it('moves an unpaid order to pending shipment once; a duplicate changes nothing', async () => {
    const { buyerId, order } = await unpaidOrder(manualStore, productA);
    const paymentId = randomUUID();
    const eventId = await fixture.pay(buyerId, [order], undefined, paymentId);
    const paid = await buyerOrder(buyerId, order.id);
    expect(paid).toMatchObject({ status: OrderStatus.ORDER_STATUS_PENDING_SHIPMENT, paymentId, paymentMethod: 'balance' });
    expect((await storeOrder(manualStore, order.id)).goodsCostStatus).toBe(GoodsCostStatus.GOODS_COST_STATUS_AWAITING);

    await fixture.pay(buyerId, [order], eventId, paymentId);
    await fixture.pay(buyerId, [order]);
    expect(await buyerOrder(buyerId, order.id)).toEqual(paid);
    // Announced once, with the move to pending shipment, whatever came again.
    expect((await outboxRows('order.order.paid.v1', order.id)).map((row) => row.payload)).toEqual([
      {
        orderId: order.id,
        orderNo: order.orderNo,
        buyerId,
        storeId: String(manualStore.id),
        storeOwnerId: manualStore.ownerId,
        amount: order.total,
        goodsCost: (await storeOrder(manualStore, order.id)).goodsCost,
        paidAt: expect.any(String),
      },
    ]);
  });

  it('refunds an order cancelled before its payment arrived', async () => {
    const { buyerId, order } = await unpaidOrder(manualStore, productA);
    await fixture.asUser(buyerId).cancelMyOrder({ id: order.id }, newKey());
    await fixture.pay(buyerId, [order]);
    const refunds = await fixture.events('order.order.refunded.v1');
    expect(refunds.filter((refund) => refund.orderId === order.id)).toEqual([
      expect.objectContaining({ buyerId, amount: order.total, goodsCostRefund: 0, reason: 'paid_after_cancel' }),
    ]);
    expect((await buyerOrder(buyerId, order.id)).status).toBe(OrderStatus.ORDER_STATUS_CANCELLED);
    expect(await outboxRows('order.order.paid.v1', order.id)).toEqual([]);
  });
});

describe('goods cost', () => {
  it('is paid automatically from a balance that covers it, and the order ships', async () => {
    const { order } = await shippedOrder();
    const shipped = await storeOrder(autoStore, order.id);
    expect(shipped.goodsCostStatus).toBe(GoodsCostStatus.GOODS_COST_STATUS_PAID);
    expect(shipped.trackingNumber).toMatch(/^SPX\d{12}$/);
    expect(await fixture.postings(`goods-cost:${order.id}`)).toEqual([{ amount: String(shipped.goodsCost), type: 'mch_order_pay' }]);
    expect(await outboxRows('order.goodscost.due.v1', order.id)).toEqual([]);
    expect((await outboxRows('order.order.shipped.v1', order.id)).map((row) => row.payload)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, buyerId: expect.any(String), storeOwnerId: autoStore.ownerId, at: expect.any(String), trackingNo: expect.stringMatching(/^SPX\d{12}$/) },
    ]);
  });

  it('tells a store owner without the balance that it is due, once, auto-paying or not', async () => {
    const store = await fixture.newStore([productA]);
    await fixture.credit(store.ownerId, 1_000);
    const { buyerId, order } = await unpaidOrder(store, productA);
    const eventId = await fixture.pay(buyerId, [order]);
    const dueOf = (orderId: string) => eventually(async () => {
      const rows = await outboxRows('order.goodscost.due.v1', orderId);
      return rows.length > 0 && rows;
    }, 20_000, `goods cost due of ${orderId}`);
    const goodsCost = (await storeOrder(store, order.id)).goodsCost;
    expect((await dueOf(order.id)).map((row) => row.payload)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, storeOwnerId: store.ownerId, goodsCost, available: 1_000, at: expect.any(String) },
    ]);
    // The payment again (redelivered, and published anew): nothing more.
    await fixture.pay(buyerId, [order], eventId);
    await fixture.pay(buyerId, [order]);
    await eventually(async () => (await fixture.sql(`select 1 from workflow_run where workflow = 'GoodsCost' and key = ? and status = 'done'`, [order.id])).length > 0, 20_000, 'goods cost run done');
    expect(await outboxRows('order.goodscost.due.v1', order.id)).toHaveLength(1);

    const autoPaying = await fixture.newStore([productB], { autoPay: true });
    const auto = await unpaidOrder(autoPaying, productB);
    await fixture.pay(auto.buyerId, [auto.order]);
    const autoCost = (await storeOrder(autoPaying, auto.order.id)).goodsCost;
    expect((await dueOf(auto.order.id)).map((row) => row.payload)).toEqual([expect.objectContaining({ storeOwnerId: autoPaying.ownerId, goodsCost: autoCost, available: 0 })]);
    // Paid by hand afterwards: it ships, and nothing more is said about its goods cost.
    await fixture.credit(autoPaying.ownerId, autoCost);
    await fixture.asUser(autoPaying.ownerId).payGoodsCost({ id: auto.order.id }, newKey());
    await untilStatus(autoPaying, auto.order.id, OrderStatus.ORDER_STATUS_PENDING_RECEIPT);
    expect(await outboxRows('order.goodscost.due.v1', auto.order.id)).toHaveLength(1);
  });

  it('waits for the merchant without the balance; two payments at once debit once', async () => {
    const { buyerId, order } = await unpaidOrder(autoStore, productB);
    await fixture.pay(buyerId, [order]);
    await eventually(async () => (await fixture.sql('select 1 from customer_order where id = ? and goods_cost_tried_at is not null', [order.id])).length > 0, 20_000, 'auto-pay tried');
    const awaiting = await storeOrder(autoStore, order.id);
    expect([awaiting.status, awaiting.goodsCostStatus]).toEqual([OrderStatus.ORDER_STATUS_PENDING_SHIPMENT, GoodsCostStatus.GOODS_COST_STATUS_AWAITING]);
    const { items } = await fixture.asUser(autoStore.ownerId).listStoreOrders({ tab: 'pending_payment', cursor: '', limit: 50 });
    expect(items.map((item) => item.id)).toContain(order.id);
    const owner = fixture.asUser(autoStore.ownerId);
    await expect(owner.payGoodsCost({ id: order.id }, newKey())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' });

    await fixture.credit(autoStore.ownerId, awaiting.goodsCost);
    const paid = await Promise.all([retried((key) => owner.payGoodsCost({ id: order.id }, key)), owner.payGoodsCost({ id: order.id }, newKey())]);
    expect(paid.map(({ order: each }) => each!.goodsCostStatus)).toEqual([GoodsCostStatus.GOODS_COST_STATUS_PAID, GoodsCostStatus.GOODS_COST_STATUS_PAID]);
    expect(await fixture.postings(`goods-cost:${order.id}`)).toHaveLength(1);
    await untilStatus(autoStore, order.id, OrderStatus.ORDER_STATUS_PENDING_RECEIPT);
  });
});

describe('order lists', () => {
  const countsOf = (counts: orderV1.TabCount[]) => Object.fromEntries(counts.map(({ tab, count }) => [tab, count]));

  it("count every tab of the store's paid orders with its receivable, and every tab of a buyer's orders", async () => {
    const store = await fixture.newStore([productA]);
    const owner = fixture.asUser(store.ownerId);
    const unpaid = await unpaidOrder(store, productA);
    const { buyerId, order } = await unpaidOrder(store, productA, 2);
    await fixture.pay(buyerId, [order]);
    const storeList = () => owner.listStoreOrders({ tab: '', cursor: '', limit: 50 });
    expect(countsOf((await storeList()).counts)).toEqual({ all: 1, pending_payment: 1, shipping: 0, after_sales: 0 });
    expect((await storeList()).receivable).toBe(order.goodsAmount);

    await fixture.credit(store.ownerId, (await storeOrder(store, order.id)).goodsCost);
    await owner.payGoodsCost({ id: order.id }, newKey());
    await untilStatus(store, order.id, OrderStatus.ORDER_STATUS_PENDING_RECEIPT);
    expect(countsOf((await storeList()).counts)).toEqual({ all: 1, pending_payment: 0, shipping: 1, after_sales: 0 });
    const buyerCounts = async (id: string) => countsOf((await fixture.asUser(id).listMyOrders({ tab: '', cursor: '', limit: 50 })).counts);
    expect(await buyerCounts(buyerId)).toEqual({ all: 1, pending_payment: 0, pending_shipment: 0, pending_receipt: 1, pending_review: 0 });
    expect(await buyerCounts(unpaid.buyerId)).toEqual({ all: 1, pending_payment: 1, pending_shipment: 0, pending_receipt: 0, pending_review: 0 });
    // Cancelled, so the unpaid timeout below finds only its own order.
    await fixture.asUser(unpaid.buyerId).cancelMyOrder({ id: unpaid.order.id }, newKey());
  });
});

describe('after shipping', () => {
  it('receipt then a review complete the order, with reviewed and completed events published', async () => {
    const { buyerId, order } = await shippedOrder();
    const buyer = fixture.asUser(buyerId);
    expect((await retried((key) => buyer.confirmReceipt({ id: order.id }, key))).order!.status).toBe(OrderStatus.ORDER_STATUS_PENDING_REVIEW);
    await expect(buyer.confirmReceipt({ id: order.id }, newKey())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    expect((await outboxRows('order.order.delivered.v1', order.id)).map((row) => row.payload)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, buyerId, storeOwnerId: autoStore.ownerId, at: expect.any(String) },
    ]);
    expect(await outboxRows('order.order.shipped.v1', order.id)).toHaveLength(1);
    const { order: reviewed } = await retried((key) => buyer.reviewOrder({ id: order.id, rating: 5, text: 'Barang sampai dengan baik.', lang: 'ind' }, key));
    expect(reviewed!.status).toBe(OrderStatus.ORDER_STATUS_COMPLETED);
    expect(reviewed!.review).toMatchObject({ rating: 5, text: 'Barang sampai dengan baik.' });

    // The relay publishes both through Kafka.
    const [review, completion] = await eventually(async () => {
      const rows = [...(await outboxRows('order.order.reviewed.v1', order.id)), ...(await outboxRows('order.order.completed.v1', order.id))];
      return rows.length === 2 && rows.every((row) => row.published_at !== null) && rows;
    }, 20_000, 'reviewed and completed events published');
    expect(review!.payload).toMatchObject({ buyerId, rating: 5, authorName: 'Rina', storeId: String(autoStore.id), productIds: [String(productB)] });
    expect(completion!.payload).toMatchObject({ orderNo: order.orderNo, buyerId, storeOwnerId: autoStore.ownerId, goodsAmount: order.goodsAmount, items: [{ productId: String(productB), quantity: 1 }] });
  });

  it('an approved return is refunded once the goods are back, and the stock goes back', async () => {
    const { buyerId, order } = await shippedOrder();
    const buyer = fixture.asUser(buyerId);
    await buyer.confirmReceipt({ id: order.id }, newKey());
    expect((await retried((key) => buyer.requestReturn({ id: order.id, reason: 'Ukuran tidak sesuai.' }, key))).order!.status).toBe(OrderStatus.ORDER_STATUS_RETURN_REQUESTED);
    const stockBefore = await fixture.stockOf(productB);
    await retried((key) => fixture.asUser(autoStore.ownerId).reviewReturn({ id: order.id, approve: true, reason: '' }, key));
    const refunded = await untilStatus(autoStore, order.id, OrderStatus.ORDER_STATUS_REFUNDED);
    const returnEvent = { orderId: order.id, orderNo: order.orderNo, buyerId, storeOwnerId: autoStore.ownerId, amount: order.total, at: expect.any(String) };
    expect((await outboxRows('order.return.requested.v1', order.id)).map((row) => row.payload)).toEqual([returnEvent]);
    expect((await outboxRows('order.return.reviewed.v1', order.id)).map((row) => row.payload)).toEqual([{ ...returnEvent, decision: 'approved' }]);
    const events = await outboxRows('order.order.refunded.v1', order.id);
    expect(events.map((row) => row.payload)).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, buyerId, amount: order.total, storeOwnerId: autoStore.ownerId, goodsCostRefund: refunded.goodsCost, reason: 'return' }),
    ]);
    // The stock goes back once the refund is committed.
    await eventually(async () => (await fixture.stockOf(productB)) === stockBefore + 1, 20_000, 'the returned goods back in stock');
  });
});

describe('returns refused', () => {
  it('announce each request and each decision once: a refused return asked again is a second request', async () => {
    const { buyerId, order } = await shippedOrder();
    const buyer = fixture.asUser(buyerId);
    const owner = fixture.asUser(autoStore.ownerId);
    await buyer.confirmReceipt({ id: order.id }, newKey());
    await retried((key) => buyer.requestReturn({ id: order.id, reason: 'Warna berbeda.' }, key));
    expect((await retried((key) => owner.reviewReturn({ id: order.id, approve: false, reason: 'Barang sudah dipakai.' }, key))).order!.status).toBe(OrderStatus.ORDER_STATUS_PENDING_REVIEW);
    await expect(owner.reviewReturn({ id: order.id, approve: false, reason: 'Sekali lagi.' }, newKey())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    await retried((key) => buyer.requestReturn({ id: order.id, reason: 'Warna tetap berbeda.' }, key));
    await retried((key) => owner.reviewReturn({ id: order.id, approve: true, reason: '' }, key));

    expect((await outboxRows('order.return.requested.v1', order.id)).map((row) => row.payload.amount)).toEqual([order.total, order.total]);
    const decisions = await fixture.sql<{ decision: string }>(`select payload->>'decision' as decision from outbox where type = 'order.return.reviewed.v1' and payload->>'orderId' = ? order by occurred_at`, [order.id]);
    expect(decisions.map((row) => row.decision)).toEqual(['refused', 'approved']);
  });
});

describe('the unpaid timeout', () => {
  it('cancels an order left unpaid past its deadline and gives its stock back', async () => {
    const stockBefore = await fixture.stockOf(productA);
    const { buyerId, order } = await unpaidOrder(manualStore, productA, 2);
    expect(await fixture.stockOf(productA)).toBe(stockBefore - 2);
    fixture.clock.advance(31 * 60_000);
    await eventually(async () => (await buyerOrder(buyerId, order.id)).status === OrderStatus.ORDER_STATUS_CANCELLED, 20_000, 'unpaid order cancelled');
    await eventually(async () => (await fixture.stockOf(productA)) === stockBefore, 20_000, 'its stock back');
  });

  it('gives the stock back of an order cancelled before a crash kept it from releasing', async () => {
    const stockBefore = await fixture.stockOf(productA);
    const { order } = await unpaidOrder(manualStore, productA, 3);
    // As a crash right after the cancellation's commit leaves it: cancelled, its release started, the stock still held.
    await fixture.sql(`update customer_order set status = 'cancelled', cancelled_at = now() where id = ?`, [order.id]);
    await fixture.sql(
      `insert into workflow_run (id, workflow, key, request_hash, caller, status, step, state, wake_at, created_at, updated_at)
       values (gen_random_uuid(), 'StockRelease', ?, repeat('0', 64), '{"service": "order", "roles": []}', 'running', 0, ?, now(), now(), now())`,
      [order.id, JSON.stringify({ json: { orderId: order.id } })],
    );
    expect(await fixture.stockOf(productA)).toBe(stockBefore - 3);
    await eventually(async () => (await fixture.sql(`select 1 from workflow_run where key = ? and status = 'done'`, [order.id])).length > 0, 20_000, 'the stock released');
    expect(await fixture.stockOf(productA)).toBe(stockBefore);
  });
});
