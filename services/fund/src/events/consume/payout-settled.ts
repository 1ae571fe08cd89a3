import { postingReferences } from '@shop/contracts';
import { runWithin, type Clock, type EventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { post } from '../../application/post.js';
import { lockWithdrawal } from '../../db/withdrawal-repository.js';
import { settledStatus } from '../../domain/withdrawal-status.js';

/**
 * The payout of an approved withdrawal ended. Paid: the hold is taken (held −amount, payout
 * clearing +net, fee revenue +fee), status paid. Failed: the hold goes back to the balance (a
 * `withdrawal` record of +amount, memo "returned"), status failed with the gateway's reason.
 * Only a paying withdrawal changes, so a repeated or late outcome does nothing.
 */
export function onPayoutSettled(clock: Clock): EventHandler<'payment.payout.settled.v1'> {
  return async (event, em, { afterCommit }) => {
    const { withdrawalId, userId, outcome, reason, settledAt } = event.payload;
    const withdrawal = await lockWithdrawal(em, withdrawalId);
    if (!withdrawal || withdrawal.userId !== userId) throw new Error(`payout settled for withdrawal ${withdrawalId} of user ${userId}, which this ledger does not have`);
    const status = settledStatus(withdrawal.status, outcome);
    if (status === 'unchanged') return;
    const { id, fee } = withdrawal;
    const holdReference = postingReferences.withdrawalHold(id);
    await runWithin(
      SERVICE_NAME,
      { em, now: clock(), afterCommit },
      post,
      status === 'paid'
        ? { operation: 'take', userId, holdReference, fee, reference: postingReferences.withdrawalPaid(id) }
        : { operation: 'release', userId, holdReference, reference: postingReferences.withdrawalReturned(id) },
    );
    Object.assign(withdrawal, { status, settledAt: new Date(settledAt), reason: status === 'failed' ? reason.trim() || null : withdrawal.reason });
    await em.flush();
  };
}
