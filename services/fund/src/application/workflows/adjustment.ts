import { ADJUSTMENT_MAX_AMOUNT, fundReasons, operatorReasons, postingReferences, reviewReasonProblem } from '@shop/contracts';
import { actingFor, AppError, CALLER_DENIED, defineWorkflow, localStep, onlyWhen, recordAudit, remoteStep, runWithin, waitStep, type Caller, type EnclosingWork } from '@shop/service-kit';
import type { IdentityCalls } from '../../clients/identity.js';
import { Adjustment, type AdjustmentRecord, type AuditAction } from '../../db/entities.js';
import { lockAdjustment } from '../../db/adjustment-repository.js';
import type { Posted } from '../../db/ledger-repository.js';
import { needsSecondOperator } from '../../domain/adjustment-status.js';
import { assertUserId, SERVICE_NAME, userOf } from '../shared/callers.js';
import { post } from '../post.js';

export interface AdjustmentRequest {
  userId: string;
  /** Signed, non-zero: a debit never takes the balance below zero. */
  amount: number;
  reason: string;
}

/** A second operator's review, as ReviewAdjustment records it (its status and reviewer) and signals it. */
export interface AdjustmentReview {
  approve: boolean;
}

export interface AdjustmentState extends AdjustmentRequest {
  requestedBy: string;
  /** Above the approval threshold: it waits for a second operator. */
  pending: boolean;
  adjustment?: AdjustmentRecord;
  approved?: boolean;
  /** The posting, once made. */
  posted?: Posted;
}

/** AdjustWallet's answer: the adjustment, and its posting unless it waits for a second operator. */
export interface AdjustmentAnswer {
  adjustment: AdjustmentRecord;
  posted: Posted | undefined;
}

/**
 * An operator's wallet adjustment: a `sysmtem` posting of a signed amount (at most
 * ADJUSTMENT_MAX_AMOUNT either way) on an existing user's wallet, never the operator's own,
 * against the platform's adjustments account, with a reason the user sees as the record's memo.
 * AdjustWallet runs it and answers at its first pause; every posting goes through the ledger's one
 * door under `adjustment:<id>` (the run's id), so it applies once.
 *
 * 1. check the user: identity knows them (NOT_FOUND user_not_found otherwise; nothing is stored).
 * 2. record: the adjustment is stored; up to the approval threshold it is posted in the same
 *    transaction (a debit beyond the balance is refused and leaves nothing), above it it is
 *    pending, audited as requested.
 * 3. approval: waits for a second operator, who approves or rejects it (ReviewAdjustment).
 * 4. approved: posted, audited with the approver; refused by then (a debit beyond the balance),
 *    the adjustment is failed.
 */
export function adjustmentWorkflow(identity: IdentityCalls, approvalAbove: number) {
  return defineWorkflow('Adjustment', {
    begin: (request: AdjustmentRequest, caller: Caller): AdjustmentState => {
      const requestedBy = userOf(caller);
      assertUserId(request.userId);
      const { amount } = request;
      if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX_AMOUNT) {
        throw new AppError('INVALID_ARGUMENT', fundReasons.invalidAmount, 'invalid amount', { field: 'amount' });
      }
      const reason = request.reason.trim();
      const problem = reviewReasonProblem(reason);
      if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
      if (request.userId.toLowerCase() === requestedBy.toLowerCase()) throw new AppError('PERMISSION_DENIED', operatorReasons.ownSubject, 'an operator does not adjust their own wallet');
      return { userId: request.userId, amount, reason, requestedBy, pending: needsSecondOperator(amount, approvalAbove) };
    },
    steps: [
      // Identity owns the users: asked for the user named, as the fund service acting about them.
      remoteStep<AdjustmentState>('check the user', async ({ userId }) => {
        try {
          await actingFor(identity, userId).getUser({});
        } catch (error) {
          // An identity of the release before this check lets only the BFF and order ask: while it
          // rolls out, adjustments go on unchecked as they did before (the operator still named).
          if (!(error instanceof AppError && error.reason === CALLER_DENIED)) throw error;
        }
      }),
      localStep<AdjustmentState>(
        'record',
        async (context, state) => {
          const adjustment: AdjustmentRecord = {
            id: context.runId,
            userId: state.userId,
            amount: state.amount,
            reason: state.reason,
            status: state.pending ? 'pending' : 'applied',
            requestedBy: state.requestedBy,
            requestedAt: context.now,
            reviewedBy: null,
            reviewedAt: null,
            reviewReason: null,
          };
          context.em.create(Adjustment, adjustment);
          if (!state.pending) return { adjustment, posted: await postAdjustment(context, adjustment, state.requestedBy) };
          recordAudit<AuditAction>(context.em, { actorId: state.requestedBy, action: 'adjustment.requested', subject: `adjustment:${adjustment.id}`, reason: state.reason }, context.now);
          return { adjustment };
        },
        // Undone only when the approved posting is refused (a debit beyond the balance by the time
        // of the approval; a refused step rolls back whole): nothing was posted, and the adjustment says so.
        async (context) => {
          const adjustment = await lockAdjustment(context.em, context.runId);
          if (adjustment?.status === 'approved') Object.assign(adjustment, { status: 'failed', reviewReason: fundReasons.insufficientBalance });
        },
      ),
      onlyWhen((state: AdjustmentState) => state.pending, waitStep<AdjustmentState, AdjustmentReview>('approval', (_, review) => ({ approved: review.approve }))),
      onlyWhen(
        (state: AdjustmentState) => state.approved === true,
        localStep<AdjustmentState>('post', async (context) => {
          const adjustment = (await lockAdjustment(context.em, context.runId))!;
          const posted = await postAdjustment(context, adjustment, adjustment.reviewedBy!);
          adjustment.status = 'applied';
          return { posted };
        }),
      ),
    ],
    finish: (state: AdjustmentState): AdjustmentAnswer => ({ adjustment: state.adjustment!, posted: state.posted }),
  });
}

export type AdjustmentWorkflow = ReturnType<typeof adjustmentWorkflow>;

/** The adjustment's posting, once under its own reference, audited with the operator whose decision made it. */
async function postAdjustment(context: EnclosingWork, adjustment: AdjustmentRecord, actorId: string): Promise<Posted> {
  const posted = await runWithin(SERVICE_NAME, context, post, {
    operation: adjustment.amount > 0 ? 'credit' : 'debit',
    userId: adjustment.userId,
    amount: Math.abs(adjustment.amount),
    type: 'sysmtem',
    reference: postingReferences.adjustment(adjustment.id),
    memo: adjustment.reason,
  });
  recordAudit<AuditAction>(context.em, { actorId, action: 'wallet.adjusted', subject: `user:${adjustment.userId}`, reason: adjustment.reason }, context.now);
  return posted;
}
