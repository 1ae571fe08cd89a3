import { randomUUID } from 'node:crypto';
import { ADJUSTMENT_MAX_AMOUNT, fundReasons, postingReferences, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, recordAudit, runWithin } from '@shop/service-kit';
import type { AuditAction } from '../db/entities.js';
import type { Posted } from '../db/ledger-repository.js';
import { assertUserId, SERVICE_NAME, userOf } from './shared/callers.js';
import { post } from './post.js';

/**
 * Operator: a `sysmtem` posting of a signed amount (at most ADJUSTMENT_MAX_AMOUNT either way) on
 * any user's wallet, against the platform's adjustments account, with a reason the user sees as
 * the record's memo. A debit never takes the balance below zero. Audited.
 */
export const adjustWallet = defineCommand('AdjustWallet', async (context, request: { userId: string; amount: number; reason: string }): Promise<Posted> => {
  const { em, now, caller } = context;
  const actorId = userOf(caller);
  assertUserId(request.userId);
  const { amount: signed } = request;
  if (!Number.isSafeInteger(signed) || signed === 0 || Math.abs(signed) > ADJUSTMENT_MAX_AMOUNT) {
    throw new AppError('INVALID_ARGUMENT', fundReasons.invalidAmount, 'invalid amount', { field: 'amount' });
  }
  const reason = request.reason.trim();
  const problem = reviewReasonProblem(reason);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
  const posted = await runWithin(SERVICE_NAME, context, post, {
    operation: signed > 0 ? 'credit' : 'debit',
    userId: request.userId,
    amount: Math.abs(signed),
    type: 'sysmtem',
    reference: postingReferences.adjustment(randomUUID()),
    memo: reason,
  });
  recordAudit<AuditAction>(em, { actorId, action: 'wallet.adjusted', subject: `user:${request.userId}`, reason }, now);
  return posted;
});
