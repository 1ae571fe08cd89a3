import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { noticesOf } from '../../src/domain/event-notices.js';

const userId = randomUUID();
const orderId = randomUUID();

describe('what events tell', () => {
  it('tells the user of a paid recharge and an approved withdrawal, with the amounts credited or sent', () => {
    expect(noticesOf('payment.recharge.paid.v1', { rechargeId: randomUUID(), userId, amount: 50_000, method: 'qris', paidAt: new Date().toISOString() })).toEqual([
      { userId, kind: 'recharge_paid', params: { amount: 50_000 }, link: '/h5/merchant/fund' },
    ]);
    expect(noticesOf('fund.withdrawal.approved.v1', { withdrawalId: randomUUID(), userId, netAmount: 95_000, bankCode: 'bca', accountName: 'A', accountNumber: '1234567890' })[0]).toMatchObject({
      kind: 'withdrawal_approved',
      params: { amount: 95_000 },
    });
  });

  it('tells a settled payout as paid or failed, and nothing when an older release left its amount out', () => {
    const settled = { withdrawalId: randomUUID(), userId, reason: '', settledAt: new Date().toISOString() };
    expect(noticesOf('payment.payout.settled.v1', { ...settled, outcome: 'paid', amount: 95_000 })[0]?.kind).toBe('withdrawal_paid');
    expect(noticesOf('payment.payout.settled.v1', { ...settled, outcome: 'failed', amount: 95_000 })[0]?.kind).toBe('withdrawal_failed');
    expect(noticesOf('payment.payout.settled.v1', { ...settled, outcome: 'paid' })).toEqual([]);
  });

  it('tells the buyer of a refund, linking the order', () => {
    const [refund] = noticesOf('order.order.refunded.v1', {
      orderId,
      orderNo: '20261129-ABCD1234',
      buyerId: userId,
      amount: 99_000,
      storeOwnerId: randomUUID(),
      goodsCostRefund: 0,
      reason: 'return',
      refundedAt: new Date().toISOString(),
    });
    expect(refund).toEqual({ userId, kind: 'order_refunded', params: { orderNo: '20261129-ABCD1234', amount: 99_000 }, link: `/h5/order/detail?id=${orderId}` });
  });
});
