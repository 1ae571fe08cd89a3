import { fundReasons, operatorReasons, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, recordAudit } from '@shop/service-kit';
import { lockAdjustment } from '../db/adjustment-repository.js';
import type { AdjustmentRecord, AuditAction } from '../db/entities.js';
import { reviewedAdjustmentStatus } from '../domain/adjustment-status.js';
import { isUuid, userOf } from './shared/callers.js';
import type { FundWorkflows } from './workflows/index.js';

/**
 * Operator: approves (its run posts it, once, right after the commit and before the answer) or
 * rejects with a reason an adjustment another operator asked for that waits for a second one.
 * Never the requester's own, nor one on the reviewer's own wallet. Once; audited.
 */
export function reviewAdjustment(workflows: Pick<FundWorkflows, 'signalAdjustmentReview'>) {
  return defineCommand('ReviewAdjustment', async (context, request: { adjustmentId: string; approve: boolean; reason: string }): Promise<AdjustmentRecord> => {
    const { em, now, caller } = context;
    const reviewerId = userOf(caller);
    // Locked: of two operators approving at once, the second finds it reviewed.
    const adjustment = isUuid(request.adjustmentId) ? await lockAdjustment(em, request.adjustmentId) : null;
    if (!adjustment) throw new AppError('NOT_FOUND', fundReasons.adjustmentNotFound);
    if (adjustment.requestedBy === reviewerId) throw new AppError('PERMISSION_DENIED', operatorReasons.ownRequest, 'a second operator reviews an adjustment');
    if (adjustment.userId === reviewerId) throw new AppError('PERMISSION_DENIED', operatorReasons.ownSubject, 'an operator does not review an adjustment of their own wallet');
    const status = reviewedAdjustmentStatus(adjustment.status, request.approve);
    if (status === fundReasons.adjustmentAlreadyReviewed) throw new AppError('FAILED_PRECONDITION', status);
    const reason = request.reason.trim();
    if (!request.approve) {
      const problem = reviewReasonProblem(reason);
      if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
    }
    Object.assign(adjustment, { status, reviewedBy: reviewerId, reviewedAt: now, reviewReason: request.approve ? null : reason });
    await workflows.signalAdjustmentReview(context, adjustment, { approve: request.approve });
    recordAudit<AuditAction>(em, { actorId: reviewerId, action: request.approve ? 'adjustment.approved' : 'adjustment.rejected', subject: `adjustment:${adjustment.id}`, reason }, now);
    return plainRecord(adjustment);
  });
}
