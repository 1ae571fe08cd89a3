import { describe, expect, it } from '@jest/globals';
import { approvalProblem, payoutTransition, settledReason, type PayoutReport, type PayoutStatus } from '../../src/domain/payout-status.js';

const payout = (status: PayoutStatus) => ({ status, amount: 95_000 });
const report = (status: PayoutReport['status'], amount = 95_000): PayoutReport => ({ status, amount, reason: '' });

describe('the payout state machine', () => {
  it('moves forward only: created → accepted → paid | failed, or straight to the end', () => {
    expect(payoutTransition(payout('created'), report('accepted'))).toEqual({ kind: 'move', to: 'accepted' });
    expect(payoutTransition(payout('created'), report('paid'))).toEqual({ kind: 'move', to: 'paid' });
    expect(payoutTransition(payout('accepted'), report('failed'))).toEqual({ kind: 'move', to: 'failed' });
    expect(payoutTransition(payout('accepted'), report('accepted'))).toEqual({ kind: 'unchanged' });
  });

  it('keeps paid and failed final', () => {
    expect(payoutTransition(payout('paid'), report('failed'))).toEqual({ kind: 'after-final' });
    expect(payoutTransition(payout('failed'), report('accepted'))).toEqual({ kind: 'after-final' });
    expect(payoutTransition(payout('paid'), report('paid'))).toEqual({ kind: 'unchanged' });
  });

  it('refuses a report for another amount', () => {
    expect(payoutTransition(payout('accepted'), report('paid', 95_001))).toEqual({ kind: 'mismatch' });
    expect(payoutTransition(payout('accepted'), { ...report('paid'), amount: undefined })).toEqual({ kind: 'mismatch' });
  });

  it('keeps a failure reason within what the event allows', () => {
    expect(settledReason('x'.repeat(400))).toHaveLength(300);
  });
});

describe('an approval event checked against the fund service’s withdrawal', () => {
  const withdrawal = { withdrawalId: 'w-1', userId: 'u-1', paying: true, netAmount: 95_000, bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' };
  const { paying: _paying, ...event } = withdrawal;

  it('passes when the withdrawal is paying and the event says what it has', () => {
    expect(approvalProblem(event, withdrawal)).toBeUndefined();
  });

  it('is refused for a withdrawal the fund does not have, one not paying, or other values', () => {
    expect(approvalProblem(event, undefined)).toMatch(/no such withdrawal/);
    expect(approvalProblem(event, { ...withdrawal, paying: false })).toMatch(/not approved and unpaid/);
    expect(approvalProblem({ ...event, netAmount: 950_000, accountNumber: '5555666677' }, withdrawal)).toBe("the event's netAmount, accountNumber differ from the withdrawal's");
    expect(approvalProblem({ ...event, userId: 'u-2' }, withdrawal)).toMatch(/userId/);
  });
});
