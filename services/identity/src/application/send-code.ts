import { AppError, claimRequest } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { newVerificationCode } from '../crypto/tokens.js';
import { bucketFor, codeSendsPerAccount, codeSendsPerIp } from '../domain/rate-limits.js';
import { codeExpiry, isCodePurpose, resendWaitSeconds, secondsLeft } from '../domain/verification-code.js';
import { insertCode, latestCode } from '../db/code-repository.js';
import { deleteExpiredRows } from '../db/housekeeping.js';
import type { Notifier } from '../notifier/notifier.js';
import { countAttempt } from './attempts.js';
import type { UseCase } from './use-case.js';
import { requireAccount, requireClientIp } from './validation.js';

export interface CodeTiming {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * Issues a code whether or not the account exists (the answer must not tell), after the resend
 * cool-down and within the per-account and per-IP limits, and delivers it once committed.
 */
export async function sendCode(
  { em, now, notifier }: UseCase & { notifier: Notifier },
  request: { requestId: string; account: string; purpose: string; clientIp: string },
): Promise<CodeTiming> {
  const account = requireAccount(request.account);
  const purpose = request.purpose;
  if (!isCodePurpose(purpose)) throw new AppError('INVALID_ARGUMENT', 'code_send_failed', `unknown purpose ${purpose}`);
  const ipSubject = requireClientIp(request.clientIp);
  const code = newVerificationCode();
  const codeHash = await hashSecret(code);

  const issued = await em.transactional(async (tx) => {
    if (!(await claimRequest(tx, request.requestId, 'SendCode'))) return { sent: false, latest: await latestCode(tx, account.value, purpose) };
    // The per-account counter row stays locked until commit, so concurrent sends queue here and
    // each one sees the code the previous one issued.
    await countAttempt(tx, [bucketFor(codeSendsPerAccount, account.value, now), bucketFor(codeSendsPerIp, ipSubject, now)], now);
    const wait = resendWaitSeconds((await latestCode(tx, account.value, purpose))?.createdAt, now);
    if (wait > 0) throw new AppError('RESOURCE_EXHAUSTED', 'code_cooldown', `next code in ${wait} s`, { seconds: String(wait) });
    const latest = { createdAt: now, expiresAt: codeExpiry(now) };
    await insertCode(tx, { account: account.value, purpose, codeHash, ...latest });
    await deleteExpiredRows(tx, now);
    return { sent: true, latest };
  });

  if (issued.sent) await notifier.deliverCode({ account: account.value, purpose, code, sentAt: now, expiresAt: issued.latest!.expiresAt });
  return {
    resendAfterSeconds: resendWaitSeconds(issued.latest?.createdAt, now),
    expiresInSeconds: issued.latest ? secondsLeft(issued.latest.expiresAt, now) : 0,
  };
}
