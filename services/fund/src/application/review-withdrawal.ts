import { fundReasons, operatorReasons, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, recordAudit } from '@shop/service-kit';
import type { AuditAction, WithdrawalRecord } from '../db/entities.js';
import { lockWithdrawal } from '../db/withdrawal-repository.js';
import { reviewedStatus } from '../domain/withdrawal-status.js';
import { isUuid, userOf } from './shared/callers.js';
import type { FundWorkflows } from './workflows/index.js';

/**
 * Operator: approves a withdrawal in review (it is paying: its run asks the payment service to pay
 * the net amount out) or rejects it with a reason (its run gives the hold back to the balance, a
 * `withdrawal` record of +amount, memo "returned"). Never the operator's own withdrawal. Once; audited. The run goes on right after the
 * commit, before the answer.
 */
export function reviewWithdrawal(workflows: Pick<FundWorkflows, 'signalReview'>) {
  return defineCommand('ReviewWithdrawal', async (context, request: { withdrawalId: string; approve: boolean; reason: string }): Promise<WithdrawalRecord> => {
    const { em, now, caller } = context;
    const reviewerId = userOf(caller);
    const withdrawal = isUuid(request.withdrawalId) ? await lockWithdrawal(em, request.withdrawalId) : null;
    if (!withdrawal) throw new AppError('NOT_FOUND', fundReasons.withdrawalNotFound);
    if (withdrawal.userId === reviewerId) throw new AppError('PERMISSION_DENIED', operatorReasons.ownSubject, 'an operator does not review their own withdrawal');
    const status = reviewedStatus(withdrawal.status, request.approve);
    if (status === fundReasons.withdrawalAlreadyReviewed) throw new AppError('FAILED_PRECONDITION', status);
    const reason = request.reason.trim();
    if (!request.approve) {
      const problem = reviewReasonProblem(reason);
      if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
    }
    Object.assign(withdrawal, { status, reviewerId, reviewedAt: now, reason: request.approve ? null : reason });
    await workflows.signalReview(context, withdrawal, { approve: request.approve });
    recordAudit<AuditAction>(em, { actorId: reviewerId, action: request.approve ? 'withdrawal.approved' : 'withdrawal.rejected', subject: `withdrawal:${withdrawal.id}`, reason }, now);
    return plainRecord(withdrawal);
  });
}
