import { describe, expect, it } from '@jest/globals';
import {
  goodsCostToGiveBack,
  orderCompletedProblem,
  orderRefundedProblem,
  payoutSettledProblem,
  rechargePaidProblem,
  type SourceOrder,
  type SourcePayout,
} from '../../src/domain/source-confirmation.js';

describe('a paid-recharge event checked against payment’s recharge', () => {
  const recharge = { rechargeId: 'r-1', userId: 'u-1', amount: 50_000, paid: true };
  const { paid: _paid, ...event } = recharge;

  it('passes when the recharge is paid and the event says what payment has', () => {
    expect(rechargePaidProblem(event, recharge)).toBeUndefined();
  });

  it('is refused for a recharge payment does not have, one not paid, or another user or amount', () => {
    expect(rechargePaidProblem(event, undefined)).toMatch(/no such recharge/);
    expect(rechargePaidProblem(event, { ...recharge, paid: false })).toMatch(/not paid/);
    expect(rechargePaidProblem({ ...event, amount: 5_000_000 }, recharge)).toBe("the event's amount differ from the recharge's");
    expect(rechargePaidProblem({ ...event, userId: 'u-2' }, recharge)).toMatch(/userId/);
  });
});

describe('a payout-settled event checked against payment’s payout', () => {
  const payout: SourcePayout = { withdrawalId: 'w-1', userId: 'u-1', outcome: 'failed', reason: 'account closed', settledAt: '2026-11-29T08:00:00.000Z' };
  const event = { withdrawalId: 'w-1', userId: 'u-1', outcome: 'failed' as const, reason: 'account closed' };

  it('passes when the payout settled with the event’s outcome and reason, for its user', () => {
    expect(payoutSettledProblem(event, payout)).toBeUndefined();
    expect(payoutSettledProblem({ ...event, outcome: 'paid', reason: '' }, { ...payout, outcome: 'paid', reason: '' })).toBeUndefined();
  });

  it('is refused for a payout payment does not have, one not settled, or another user, outcome or reason', () => {
    expect(payoutSettledProblem(event, undefined)).toMatch(/no payout/);
    expect(payoutSettledProblem(event, { ...payout, outcome: undefined })).toMatch(/not settled/);
    expect(payoutSettledProblem({ ...event, outcome: 'paid', reason: '' }, payout)).toBe("the event's outcome, reason differ from the payout's");
    expect(payoutSettledProblem({ ...event, userId: 'u-2' }, payout)).toMatch(/userId/);
  });
});

describe('order events checked against order’s order', () => {
  const order: SourceOrder = {
    orderId: 'o-1',
    orderNo: '20261129-ABCDEFGH',
    buyerId: 'buyer',
    storeOwnerId: 'owner',
    goodsAmount: 100_000,
    total: 112_000,
    completed: true,
    refunded: false,
  };
  const completed = { orderId: 'o-1', orderNo: '20261129-ABCDEFGH', storeOwnerId: 'owner', goodsAmount: 100_000 };
  const refunded = { orderId: 'o-1', orderNo: '20261129-ABCDEFGH', buyerId: 'buyer', storeOwnerId: 'owner', amount: 112_000 };

  it('credits a completed order’s profit only when order has it completed, to its owner and goods amount', () => {
    expect(orderCompletedProblem(completed, order)).toBeUndefined();
    expect(orderCompletedProblem(completed, undefined)).toMatch(/no such order/);
    expect(orderCompletedProblem(completed, { ...order, completed: false })).toMatch(/not completed/);
    expect(orderCompletedProblem({ ...completed, goodsAmount: 9_000_000, storeOwnerId: 'thief' }, order)).toBe("the event's storeOwnerId, goodsAmount differ from the order's");
  });

  it('refunds only an order whose money order has sent back, to its buyer and for its total', () => {
    const refundedOrder = { ...order, completed: false, refunded: true };
    expect(orderRefundedProblem(refunded, refundedOrder)).toBeUndefined();
    expect(orderRefundedProblem(refunded, undefined)).toMatch(/no such order/);
    expect(orderRefundedProblem(refunded, order)).toMatch(/not been refunded/);
    expect(orderRefundedProblem({ ...refunded, amount: 1_120_000 }, refundedOrder)).toBe("the event's amount differ from the order's");
    expect(orderRefundedProblem({ ...refunded, buyerId: 'thief' }, refundedOrder)).toMatch(/buyerId/);
  });

  it('gives back the goods cost the ledger debited from the store owner, nothing else', () => {
    expect(goodsCostToGiveBack({ operation: 'debit', userId: 'owner', amount: 80_000 }, 'owner')).toBe(80_000);
    expect(goodsCostToGiveBack(undefined, 'owner')).toBe(0);
    expect(goodsCostToGiveBack({ operation: 'debit', userId: 'someone-else', amount: 80_000 }, 'owner')).toBe(0);
    expect(goodsCostToGiveBack({ operation: 'credit', userId: 'owner', amount: 80_000 }, 'owner')).toBe(0);
  });
});
