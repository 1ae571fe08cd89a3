import { randomUUID } from 'node:crypto';
import { identityReasons } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, defineCommand } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { newVerificationCode } from '../crypto/tokens.js';
import { bucketFor, codeSendsPerAccount, codeSendsPerAccountPerDay, codeSendsPerIp } from '../domain/rate-limits.js';
import { codeExpiry, codeLanguage, isCodePurpose, resendWaitSeconds, secondsLeft, type CodePurpose } from '../domain/verification-code.js';
import { insertCode, latestCode } from '../db/code-repository.js';
import { deleteExpiredRows } from '../db/housekeeping.js';
import type { Notifier } from '../notifier/notifier.js';
import { countAttempt, refuseOverLimit } from './shared/attempts.js';
import { requireAccount, requireClientIp } from './shared/validation.js';

export interface CodeTiming {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

async function refuseDuringCooldown(em: EntityManager, account: string, purpose: CodePurpose, now: Date): Promise<void> {
  const wait = resendWaitSeconds((await latestCode(em, account, purpose))?.createdAt, now);
  if (wait > 0) throw new AppError('RESOURCE_EXHAUSTED', identityReasons.codeCooldown, `next code in ${wait} s`, { seconds: String(wait) });
}

/**
 * Issues a code whether or not the account exists (the answer must not tell), after the resend
 * cool-down and within the per-account (hourly and daily) and per-IP limits, and delivers it in
 * the page's language before the command commits. Without a notifier (production without the
 * messages service) it refuses before storing anything, so no code exists that nobody received.
 */
export function sendCode(notifier: Notifier | undefined) {
  return defineCommand('SendCode', async ({ em, now }, request: { account: string; purpose: string; clientIp: string; language?: string }): Promise<CodeTiming> => {
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
    const deliveryId = randomUUID();
    await insertCode(em, { account: account.value, purpose, codeHash, deliveryId, createdAt: now, expiresAt });
    // Delivered inside the transaction, not after the commit: a delivery that fails refuses the
    // call (UNAVAILABLE code_delivery_failed, `messagesNotifier`), which rolls everything back (the
    // code, the counted send, the cool-down, the idempotency key), so the shopper is told and may
    // ask again at once, and no stored code exists that nobody received. After the commit, a failed
    // delivery would leave such a code, a minute's cool-down and, under the key, a stored answer
    // telling every retry the code was sent. The price: the transaction, holding this account's
    // counter rows, stays open for the call (at most DELIVERY_DEADLINE_MS), and in the rare case
    // the commit fails after the messages service took the code, the shopper gets an error and a
    // code that does not work; asking again sends one that does. The delivery id stored with the
    // code names it to the messages service, so the same code handed over twice is one message.
    await notifier.deliverCode({ id: deliveryId, account: account.value, purpose, code, language: codeLanguage(request.language), sentAt: now, expiresAt });
    return { resendAfterSeconds: resendWaitSeconds(now, now), expiresInSeconds: secondsLeft(expiresAt, now) };
  });
}
