import { randomUUID } from 'node:crypto';
import { ADJUSTMENT_MAX_AMOUNT, fundReasons, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, recordAudit } from '@shop/service-kit';
import type { AuditAction } from '../db/entities.js';
import { postJournal, type Posted } from '../db/ledger-repository.js';
import { assertUserId, userOf } from './callers.js';

/**
 * Operator: a `sysmtem` posting of a signed amount (at most ADJUSTMENT_MAX_AMOUNT either way) on
 * any user's wallet, against the platform's adjustments account, with a reason the user sees as
 * the record's memo. A debit never takes the balance below zero. Audited.
 */
export const adjustWallet = defineCommand('AdjustWallet', async ({ em, now, caller }, request: { userId: string; amount: number; reason: string }): Promise<Posted> => {
  const actorId = userOf(caller);
  assertUserId(request.userId);
  const { amount: signed } = request;
  if (!Number.isSafeInteger(signed) || signed === 0 || Math.abs(signed) > ADJUSTMENT_MAX_AMOUNT) {
    throw new AppError('INVALID_ARGUMENT', fundReasons.invalidAmount, 'invalid amount', { field: 'amount' });
  }
  const reason = request.reason.trim();
  const problem = reviewReasonProblem(reason);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
  const operation = signed > 0 ? 'credit' : 'debit';
  const amount = Math.abs(signed);
  const posted = await postJournal(
    em,
    { reference: `adjustment:${randomUUID()}`, operation, recordType: 'sysmtem', userId: request.userId, amount, memo: reason, holdId: null },
    { operation, type: 'sysmtem', amount },
    now,
  );
  recordAudit<AuditAction>(em, { actorId, action: 'wallet.adjusted', subject: `user:${request.userId}`, reason }, now);
  return posted;
});
