import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyAgainstDummy, verifySecret } from '../crypto/secrets.js';
import { codeStatus, type CodePurpose } from '../domain/verification-code.js';
import { countFailedAttempt, latestCode, markCodeUsed } from '../db/code-repository.js';

/**
 * Spends the account's newest code for the purpose if `code` matches it. A wrong guess counts
 * against the code (and commits, whatever the caller does next); a missing, used, expired or
 * exhausted code costs the same hashing time and answers false.
 */
export async function useCode(em: EntityManager, request: { account: string; purpose: CodePurpose; code: string }, now: Date): Promise<boolean> {
  return em.transactional(async (tx) => {
    const latest = await latestCode(tx, request.account, request.purpose, true);
    if (!latest || codeStatus(latest, now) !== 'usable') return verifyAgainstDummy(request.code);
    if (!(await verifySecret(request.code, latest.codeHash))) {
      await countFailedAttempt(tx, latest.id);
      return false;
    }
    await markCodeUsed(tx, latest.id, now);
    return true;
  });
}
