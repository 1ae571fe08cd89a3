import { identityReasons } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, defineCommand } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { newVerificationCode } from '../crypto/tokens.js';
import { bucketFor, codeSendsPerAccount, codeSendsPerAccountPerDay, codeSendsPerIp } from '../domain/rate-limits.js';
import { codeExpiry, isCodePurpose, resendWaitSeconds, secondsLeft, type CodePurpose } from '../domain/verification-code.js';
import { insertCode, latestCode } from '../db/code-repository.js';
import { deleteExpiredRows } from '../db/housekeeping.js';
import type { Notifier } from '../notifier/notifier.js';
import { countAttempt, refuseOverLimit } from './shared/attempts.js';
import { requireAccount, requireClientIp } from './shared/validation.js';

export interface CodeTiming {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * Issues a code whether or not the account exists (the answer must not tell), after the resend
 * cool-down and within the per-account (hourly and daily) and per-IP limits, and delivers it once
 * committed. Without a notifier (production before an SMS/email adapter exists) it refuses before
 * storing anything, so no code exists that nobody received.
 */
async function refuseDuringCooldown(em: EntityManager, account: string, purpose: CodePurpose, now: Date): Promise<void> {
  const wait = resendWaitSeconds((await latestCode(em, account, purpose))?.createdAt, now);
  if (wait > 0) throw new AppError('RESOURCE_EXHAUSTED', identityReasons.codeCooldown, `next code in ${wait} s`, { seconds: String(wait) });
}

export function sendCode(notifier: Notifier | undefined) {
  return defineCommand('SendCode', async ({ em, now, afterCommit }, request: { account: string; purpose: string; clientIp: string }): Promise<CodeTiming> => {
    if (!notifier) throw new AppError('FAILED_PRECONDITION', identityReasons.codeDeliveryUnavailable, 'no verification code delivery is configured');
    const account = requireAccount(request.account);
    const purpose = request.purpose;
    if (!isCodePurpose(purpose)) throw new AppError('INVALID_ARGUMENT', identityReasons.codeSendFailed, `unknown purpose ${purpose}`);
    const ipSubject = requireClientIp(request.clientIp);

    const buckets = [
      bucketFor(codeSendsPerAccount, account.value, now),
      bucketFor(codeSendsPerAccountPerDay, account.value, now),
      bucketFor(codeSendsPerIp, ipSubject, now),
    ];
    await refuseOverLimit(em, buckets, now);
    await refuseDuringCooldown(em, account.value, purpose, now);
    const code = newVerificationCode();
    const codeHash = await hashSecret(code);
    await deleteExpiredRows(em, now);
    // Counted after the hashing (no counter row is locked during scrypt). The per-account rows stay
    // locked until commit, so concurrent sends queue here and each sees the code the previous issued.
    await countAttempt(em, buckets, now);
    await refuseDuringCooldown(em, account.value, purpose, now);
    const expiresAt = codeExpiry(now);
    await insertCode(em, { account: account.value, purpose, codeHash, createdAt: now, expiresAt });
    afterCommit(() => notifier.deliverCode({ account: account.value, purpose, code, sentAt: now, expiresAt }));
    return { resendAfterSeconds: resendWaitSeconds(now, now), expiresInSeconds: secondsLeft(expiresAt, now) };
  });
}
