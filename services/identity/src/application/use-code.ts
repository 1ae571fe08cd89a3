import type { CommandContext } from '@shop/service-kit';
import { verifySecret } from '../crypto/secrets.js';
import { bucketFor, codeFailuresPerAccount } from '../domain/rate-limits.js';
import { codeStatus, type CodePurpose } from '../domain/verification-code.js';
import { countFailedAttempt, latestCode, markCodeUsed } from '../db/code-repository.js';
import { countAttempt, refuseOverLimit } from './attempts.js';

/**
 * Spends the account's newest code for the purpose if `code` matches it. A wrong guess counts
 * against the code and against the account's failure budget across codes, and the counts are kept
 * whatever the command does next. The code row stays locked while it is checked, so parallel
 * guesses at one code queue. Without a live code there is nothing to guess against and no hashing
 * is done; that tells nothing, since codes are issued whether or not an account exists.
 */
export async function useCode({ em, now, keepOnRejection }: CommandContext, request: { account: string; purpose: CodePurpose; code: string }): Promise<boolean> {
  const latest = await latestCode(em, request.account, request.purpose, true);
  if (!latest || codeStatus(latest, now) !== 'usable') return false;
  const budget = [bucketFor(codeFailuresPerAccount, request.account, now)];
  await refuseOverLimit(em, budget, now);
  if (await verifySecret(request.code, latest.codeHash)) {
    await markCodeUsed(em, latest.id, now);
    return true;
  }
  await countFailedAttempt(em, latest.id);
  await keepOnRejection();
  await countAttempt(em, budget, now);
  await keepOnRejection();
  return false;
}
