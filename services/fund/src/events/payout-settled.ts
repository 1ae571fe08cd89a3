import type { Clock, EventHandler } from '@shop/service-kit';
import { findJournal, releaseHold, takeHold } from '../db/ledger-repository.js';
import { lockWithdrawal } from '../db/withdrawal-repository.js';
import { settledStatus } from '../domain/withdrawal-status.js';

/**
 * The payout of an approved withdrawal ended. Paid: the hold is taken (held −amount, payout
 * clearing +net, fee revenue +fee), status paid. Failed: the hold goes back to the balance (a
 * `withdrawal` record of +amount, memo "returned"), status failed with the gateway's reason.
 * Only a paying withdrawal changes, so a repeated or late outcome does nothing.
 */
export function onPayoutSettled(clock: Clock): EventHandler<'payment.payout.settled.v1'> {
  return async (event, em) => {
    const { withdrawalId, userId, outcome, reason, settledAt } = event.payload;
    const withdrawal = await lockWithdrawal(em, withdrawalId);
    if (!withdrawal || withdrawal.userId !== userId) throw new Error(`payout settled for withdrawal ${withdrawalId} of user ${userId}, which this ledger does not have`);
    const status = settledStatus(withdrawal.status, outcome);
    if (status === 'unchanged') return;
    const now = clock();
    const hold = (await findJournal(em, { id: withdrawal.holdJournalId }))!;
    if (status === 'paid') await takeHold(em, hold, withdrawal.fee, `withdrawal:${withdrawal.id}:paid`, now);
    else await releaseHold(em, hold, `withdrawal:${withdrawal.id}:returned`, now);
    Object.assign(withdrawal, { status, settledAt: new Date(settledAt), reason: status === 'failed' ? reason.trim() || null : withdrawal.reason });
    await em.flush();
  };
}
