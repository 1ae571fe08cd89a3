import { describe, expect, it } from '@jest/globals';
import { payoutTransition, settledReason, type PayoutReport, type PayoutStatus } from '../../src/domain/payout-status.js';

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
