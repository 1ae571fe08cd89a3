import type { CommandContext } from '@shop/service-kit';
import { hashSecret, verifySecret } from '../../crypto/secrets.js';
import { bucketFor, codeFailuresPerAccount, type RateLimit } from '../../domain/rate-limits.js';
import { codeStatus, type CodePurpose } from '../../domain/verification-code.js';
import { countFailedAttempt, latestCode, markCodeUsed } from '../../db/code-repository.js';
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

/**
 * The shape of every code-gated password change (signup, reset): the attempt limits per account
 * and per IP, then the code, then the subject the code unlocks, and only then the scrypt hash of
 * the new password, so refused attempts cost no hashing. The attempt is counted and kept whatever
 * the outcome; undefined means refused (limits over → RESOURCE_EXHAUSTED is thrown instead).
 */
export async function hashPasswordBehindCode<Subject>(
  context: CommandContext,
  attempt: {
    limits: { perAccount: RateLimit; perIp: RateLimit };
    account: string;
    ipSubject: string;
    purpose: CodePurpose;
    code: string;
    password: string;
    subjectOf: () => Promise<Subject | undefined>;
  },
): Promise<{ subject: Subject; passwordHash: string } | undefined> {
  const { em, now } = context;
  // The per-IP row is shared by many shoppers: counted last, so it is held for the shortest time.
  const buckets = [bucketFor(attempt.limits.perAccount, attempt.account, now), bucketFor(attempt.limits.perIp, attempt.ipSubject, now)];
  await refuseOverLimit(em, buckets, now);
  const subject = (await useCode(context, { account: attempt.account, purpose: attempt.purpose, code: attempt.code })) ? await attempt.subjectOf() : undefined;
  const passwordHash = subject === undefined ? undefined : await hashSecret(attempt.password);
  // Counted after the hashing, so the per-IP counter row is never locked during scrypt.
  await countAttempt(em, buckets, now);
  await context.keepOnRejection();
  return subject === undefined || passwordHash === undefined ? undefined : { subject, passwordHash };
}
