import type { Clock, EventHandler } from '@shop/service-kit';
import type { FundWorkflows } from '../../application/workflows/index.js';
import { lockWithdrawal } from '../../db/withdrawal-repository.js';
import { settledStatus } from '../../domain/withdrawal-status.js';

/**
 * The payout of an approved withdrawal ended: its run (application/workflows/withdrawal.ts) is
 * told, and settles it. Paid: the hold is taken (held −amount, payout clearing +net, fee revenue
 * +fee), status paid. Failed: the hold goes back to the balance (a `withdrawal` record of +amount,
 * memo "returned"), status failed with the gateway's reason. Only a paying withdrawal changes, so
 * a repeated or late outcome does nothing.
 */
export function onPayoutSettled(workflows: Pick<FundWorkflows, 'signalPayout'>, clock: Clock): EventHandler<'payment.payout.settled.v1'> {
  return async (event, em, { afterCommit }) => {
    const { withdrawalId, userId, outcome, reason, settledAt } = event.payload;
    const withdrawal = await lockWithdrawal(em, withdrawalId);
    if (!withdrawal || withdrawal.userId !== userId) throw new Error(`payout settled for withdrawal ${withdrawalId} of user ${userId}, which this ledger does not have`);
    if (settledStatus(withdrawal.status, outcome) === 'unchanged') return;
    await workflows.signalPayout({ em, now: clock(), afterCommit }, withdrawal, { outcome, reason, settledAt });
  };
}
