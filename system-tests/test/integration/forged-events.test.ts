import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OPERATOR_ROLE, paymentV1 } from '@shop/contracts';
import { eventually } from '@shop/test-kit';
import { startStack, withKey, type Stack } from './stack.js';

// An event on Kafka is no proof: the broker's ACLs keep other deployables and strangers off a
// topic (packages/dev-infra's kafka-acls tests), but a publisher's leaked credential still writes
// to it. The fund service's consumers that move money confirm each event with its source (payment
// for recharges and payouts, order for orders) before the ledger moves. Here forged events go to
// the stack's broker signed in as their rightful publisher, beside the real ones the services
// publish: a forged one moves nothing, a real one
// moves money once. "Nothing moved" is read once the fund service has handled the forged event
// (its inbox holds it).
let stack: Stack;

beforeAll(async () => {
  // Returns stay open long enough to ask for one; shipped orders wait for a review to complete.
  stack = await startStack({ name: 'forged-events', env: { order: { RETURN_WINDOW_MS: '600000', RETURN_RECEIPT_DELAY_MS: '300' } } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

/** Waits until the fund service has handled (applied or refused) this event. */
const handled = (eventId: string) => eventually(async () => (await stack.sql('select 1 from @fund.inbox where event_id = $1', [eventId])).length > 0, 30_000, `event ${eventId} handled`);
const handledAll = async (eventIds: string[]) => {
  for (const eventId of eventIds) await handled(eventId);
};
const deadLettered = async (eventIds: string[]) => stack.sql('select event_id from @fund.dead_letter where event_id = any($1)', [eventIds]);
const journalsOf = async (userId: string) =>
  (await stack.sql<{ reference: string; amount: string }>('select reference, amount::text as amount from @fund.journal where user_id = $1 order by id', [userId])).map((row) => [
    row.reference,
    Number(row.amount),
  ]);

describe('payment.recharge.paid.v1', () => {
  it('credits only a recharge payment has paid, for its user and amount, once', async () => {
    const userId = await stack.newShopper();
    const { recharge } = await stack.payment(userId).createRecharge({ amount: 100_000, method: paymentV1.PaymentMethod.PAYMENT_METHOD_BCA_VA }, withKey(randomUUID()));
    const paid = (rechargeId: string, amount: number) => ({ rechargeId, userId, amount, method: 'bca_va', paidAt: new Date().toISOString() });
    // A recharge payment does not have, and the real one before it is paid.
    const forged = [await stack.publish('payment.recharge.paid.v1', userId, paid(randomUUID(), 5_000_000)), await stack.publish('payment.recharge.paid.v1', userId, paid(recharge!.id, 100_000))];
    await handledAll(forged);
    expect(await journalsOf(userId)).toEqual([]);

    stack.sandbox.pay(recharge!.id);
    await eventually(async () => (await journalsOf(userId)).length > 0, 30_000, 'the paid recharge credited');
    // The paid one again, its amount raised; and another user's name on it.
    const edited = [
      await stack.publish('payment.recharge.paid.v1', userId, paid(recharge!.id, 5_000_000)),
      await stack.publish('payment.recharge.paid.v1', userId, { ...paid(recharge!.id, 100_000), userId: await stack.newShopper() }),
    ];
    await handledAll(edited);
    expect(await journalsOf(userId)).toEqual([[`recharge:${recharge!.id}`, 100_000]]);
    expect(await deadLettered([...forged, ...edited])).toEqual([]);
  }, 60_000);
});

describe('payment.payout.settled.v1', () => {
  it('settles a withdrawal only with the outcome payment recorded for its payout', async () => {
    const userId = await stack.newShopper();
    await stack.credit(userId, 500_000);
    const user = stack.fund(userId);
    await user.bindBankAccount({ bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890', passwordConfirmed: false }, withKey(randomUUID()));
    const { withdrawal } = await user.requestWithdrawal({ amount: 200_000 }, withKey(randomUUID()));
    const withdrawalId = withdrawal!.id;
    const settled = (outcome: 'paid' | 'failed', reason = '') => ({ withdrawalId, userId, outcome, reason, settledAt: new Date().toISOString() });
    // Before anything is paid out: a payout payment does not have.
    const forged = [await stack.publish('payment.payout.settled.v1', userId, settled('failed', 'Rekening tidak ditemukan'))];
    await handledAll(forged);
    await stack.fund(randomUUID(), [OPERATOR_ROLE]).reviewWithdrawal({ withdrawalId, approve: true, reason: '' }, withKey(randomUUID()));
    // Approved: a failure payment has not recorded (the sandbox pays this account out).
    forged.push(await stack.publish('payment.payout.settled.v1', userId, settled('failed', 'Rekening tidak ditemukan')));
    await handledAll(forged);

    await eventually(async () => (await stack.sql<{ status: string }>('select status from @fund.withdrawal where id = $1', [withdrawalId]))[0]?.status === 'paid', 60_000, 'the withdrawal paid out');
    expect((await journalsOf(userId)).map(([reference]) => reference)).toEqual([expect.stringMatching(/^recharge:/), `withdrawal:${withdrawalId}`, `withdrawal:${withdrawalId}:paid`]);
    expect(await deadLettered(forged)).toEqual([]);
  }, 90_000);
});

describe('order events', () => {
  /** A store paying goods costs by itself, and a shopper's paid order of one of its products, once shipped and received. */
  async function receivedOrder() {
    const store = await stack.newStore(stack.productIds.slice(0, 1), { autoPay: true });
    await stack.credit(store.ownerId, 10_000_000);
    const buyerId = await stack.newShopper();
    await stack.credit(buyerId, 10_000_000);
    const order = stack.order(buyerId);
    const items = { fromCart: false, items: [{ productId: stack.productIds[0]!, storeId: store.id, quantity: 1 }] };
    const { quote } = await order.quoteCheckout({ items, addressId: 0, lang: 'en' });
    const [placed] = (await order.placeOrders({ items, addressId: 0, lang: 'en', expectedTotal: quote!.total }, withKey(randomUUID()))).orders;
    await stack.payment(buyerId).payOrders({ orderIds: [placed!.id], method: paymentV1.PaymentMethod.PAYMENT_METHOD_BALANCE }, withKey(randomUUID()));
    const [row] = await eventually(async () => {
      const rows = await stack.sql<{ status: string; order_no: string; goods_amount: string; goods_cost: string; total: string }>(
        'select status, order_no, goods_amount::text, goods_cost::text, total::text from @order.customer_order where id = $1',
        [placed!.id],
      );
      return rows[0]?.status === 'pending_review' && rows;
    }, 60_000, 'the order received');
    return { store, buyerId, orderId: placed!.id, orderNo: row!.order_no, goodsAmount: Number(row!.goods_amount), goodsCost: Number(row!.goods_cost), total: Number(row!.total) };
  }

  it('order.order.completed.v1 credits the profit only of an order order has completed, to its owner and goods amount, once', async () => {
    const { store, buyerId, orderId, orderNo, goodsAmount, goodsCost } = await receivedOrder();
    const completed = (values: Partial<{ orderId: string; storeOwnerId: string; goodsAmount: number }> = {}) => ({
      orderId,
      orderNo,
      storeId: String(store.id),
      storeOwnerId: store.ownerId,
      buyerId,
      goodsAmount,
      goodsCost,
      items: [{ productId: String(stack.productIds[0]), quantity: 1 }],
      completedAt: new Date().toISOString(),
      ...values,
    });
    // An order order does not have, and the real one before it completed.
    const forged = [await stack.publish('order.order.completed.v1', orderId, completed({ orderId: randomUUID() })), await stack.publish('order.order.completed.v1', orderId, completed())];
    await handledAll(forged);
    expect(await stack.sql('select 1 from @fund.journal where reference = $1', [`profit:${orderId}`])).toEqual([]);

    await stack.order(buyerId).reviewOrder({ id: orderId, rating: 5, text: 'Barang sesuai.', lang: 'ind' }, withKey(randomUUID()));
    await eventually(async () => (await stack.sql('select 1 from @fund.journal where reference = $1', [`profit:${orderId}`])).length > 0, 30_000, 'the profit credited');
    // The completed one again, to the buyer instead, or for more.
    const edited = [
      await stack.publish('order.order.completed.v1', orderId, completed({ storeOwnerId: buyerId })),
      await stack.publish('order.order.completed.v1', orderId, completed({ goodsAmount: goodsAmount * 100 })),
    ];
    await handledAll(edited);
    expect(await journalsOf(store.ownerId)).toEqual([
      [expect.stringMatching(/^recharge:/), 10_000_000],
      [`goods-cost:${orderId}`, goodsCost],
      [`profit:${orderId}`, goodsAmount],
    ]);
    expect((await journalsOf(buyerId)).map(([reference]) => reference)).toEqual([expect.stringMatching(/^recharge:/), expect.stringMatching(/^order-payment:/)]);
    expect(await deadLettered([...forged, ...edited])).toEqual([]);
  }, 120_000);

  it('order.order.refunded.v1 refunds only an order order has refunded: its buyer the total, its owner the goods cost the ledger took', async () => {
    const { store, buyerId, orderId, orderNo, goodsCost, total } = await receivedOrder();
    const refunded = (values: Partial<{ orderId: string; buyerId: string; amount: number; goodsCostRefund: number }> = {}) => ({
      orderId,
      orderNo,
      buyerId,
      amount: total,
      storeOwnerId: store.ownerId,
      goodsCostRefund: goodsCost,
      reason: 'return' as const,
      refundedAt: new Date().toISOString(),
      ...values,
    });
    // An order order does not have, and the real one before its money went back.
    const forged = [await stack.publish('order.order.refunded.v1', orderId, refunded({ orderId: randomUUID() })), await stack.publish('order.order.refunded.v1', orderId, refunded())];
    await handledAll(forged);
    expect(await stack.sql('select 1 from @fund.journal where reference in ($1, $2)', [`refund:${orderId}`, `goods-cost-refund:${orderId}`])).toEqual([]);

    await stack.order(buyerId).requestReturn({ id: orderId, reason: 'Ukurannya tidak pas.' }, withKey(randomUUID()));
    await stack.order(store.ownerId).reviewReturn({ id: orderId, approve: true, reason: '' }, withKey(randomUUID()));
    await eventually(async () => (await stack.sql('select 1 from @fund.journal where reference = $1', [`goods-cost-refund:${orderId}`])).length > 0, 30_000, 'the refund credited');
    // The refunded one again, for more, or with a larger goods cost.
    const edited = [
      await stack.publish('order.order.refunded.v1', orderId, refunded({ amount: total * 100 })),
      await stack.publish('order.order.refunded.v1', orderId, refunded({ buyerId: store.ownerId })),
      await stack.publish('order.order.refunded.v1', orderId, refunded({ goodsCostRefund: goodsCost * 100 })),
    ];
    await handledAll(edited);
    expect((await journalsOf(buyerId)).slice(1)).toEqual([
      [expect.stringMatching(/^order-payment:/), total],
      [`refund:${orderId}`, total],
    ]);
    expect((await journalsOf(store.ownerId)).slice(1)).toEqual([
      [`goods-cost:${orderId}`, goodsCost],
      [`goods-cost-refund:${orderId}`, goodsCost],
    ]);
    expect(await deadLettered([...forged, ...edited])).toEqual([]);
  }, 120_000);
});
