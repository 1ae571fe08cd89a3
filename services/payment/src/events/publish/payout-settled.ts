import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { PayoutRecord } from '../../db/entities.js';
import { settledReason } from '../../domain/payout-status.js';

/** The fund service takes the hold (paid) or releases it (failed), the messages service tells the user; keyed by user. */
export function publishPayoutSettled(em: EntityManager, payout: PayoutRecord, outcome: 'paid' | 'failed', settledAt: Date): void {
  recordEvent(em, 'payment.payout.settled.v1', payout.userId, {
    withdrawalId: payout.withdrawalId,
    userId: payout.userId,
    outcome,
    amount: payout.amount,
    reason: settledReason(payout.failureReason ?? ''),
    settledAt: settledAt.toISOString(),
  });
}
