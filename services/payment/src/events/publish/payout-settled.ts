import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { PayoutRecord } from '../../db/entities.js';
import { settledReason } from '../../domain/payout-status.js';

/** The fund service takes the hold (paid) or releases it (failed); keyed by user. */
export function publishPayoutSettled(em: EntityManager, payout: PayoutRecord, outcome: 'paid' | 'failed', settledAt: Date): void {
  recordEvent(em, 'payment.payout.settled.v1', payout.userId, {
    withdrawalId: payout.withdrawalId,
    userId: payout.userId,
    outcome,
    reason: settledReason(payout.failureReason ?? ''),
    settledAt: settledAt.toISOString(),
  });
}
