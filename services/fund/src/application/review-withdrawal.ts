import { fundReasons, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, recordAudit } from '@shop/service-kit';
import type { AuditAction, WithdrawalRecord } from '../db/entities.js';
import { findJournal, releaseHold } from '../db/ledger-repository.js';
import { lockWithdrawal } from '../db/withdrawal-repository.js';
import { reviewedStatus } from '../domain/withdrawal-status.js';
import { publishWithdrawalApproved } from '../events/withdrawal-approved.js';
import { isUuid, userOf } from './callers.js';

/**
 * Operator: approves a withdrawal in review (it is paying: fund.withdrawal.approved.v1 asks the
 * payment service to pay the net amount out) or rejects it with a reason (the hold goes back to
 * the balance, a `withdrawal` record of +amount, memo "returned"). Once; audited.
 */
export const reviewWithdrawal = defineCommand(
  'ReviewWithdrawal',
  async ({ em, now, caller }, request: { withdrawalId: string; approve: boolean; reason: string }): Promise<WithdrawalRecord> => {
    const reviewerId = userOf(caller);
    const withdrawal = isUuid(request.withdrawalId) ? await lockWithdrawal(em, request.withdrawalId) : null;
    if (!withdrawal) throw new AppError('NOT_FOUND', fundReasons.withdrawalNotFound);
    const status = reviewedStatus(withdrawal.status, request.approve);
    if (status === fundReasons.withdrawalAlreadyReviewed) throw new AppError('FAILED_PRECONDITION', status);
    const reason = request.reason.trim();
    if (!request.approve) {
      const problem = reviewReasonProblem(reason);
      if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
    }
    Object.assign(withdrawal, { status, reviewerId, reviewedAt: now, reason: request.approve ? null : reason });
    if (request.approve) {
      publishWithdrawalApproved(em, withdrawal);
    } else {
      const hold = await findJournal(em, { id: withdrawal.holdJournalId });
      await releaseHold(em, hold!, `withdrawal:${withdrawal.id}:returned`, now);
    }
    recordAudit<AuditAction>(em, { actorId: reviewerId, action: request.approve ? 'withdrawal.approved' : 'withdrawal.rejected', subject: `withdrawal:${withdrawal.id}`, reason }, now);
    return plainRecord(withdrawal);
  },
);
