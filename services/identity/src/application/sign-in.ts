import { codeProblem, currentPasswordProblem } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { verifyAgainstDummy, verifySecret } from '../crypto/secrets.js';
import { bucketFor, signinFailuresPerAccount, signinFailuresPerIp } from '../domain/rate-limits.js';
import { findUserByAccount } from '../db/user-repository.js';
import { countAttempt, uncountAttempt } from './attempts.js';
import { openSession, type NewSession } from './sessions.js';
import type { UseCase } from './use-case.js';
import { useCode } from './use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './validation.js';

/**
 * Opens a session with a password or a signin code. Every failure answers the same reason after
 * the same hashing work, so neither the answer nor its timing tells whether the account exists.
 */
export async function signIn(
  { em, now }: UseCase,
  request: { account: string; password?: string | undefined; code?: string | undefined; clientIp: string },
): Promise<NewSession> {
  const account = requireAccount(request.account);
  const ipSubject = requireClientIp(request.clientIp);
  if (request.code !== undefined) rejectProblem(codeProblem(request.code), 'code');
  else rejectProblem(currentPasswordProblem(request.password ?? ''), 'password');

  const buckets = [bucketFor(signinFailuresPerAccount, account.value, now), bucketFor(signinFailuresPerIp, ipSubject, now)];
  await em.transactional((tx) => countAttempt(tx, buckets, now));
  const user = await findUserByAccount(em, account.value);
  const accepted =
    request.code !== undefined
      ? (await useCode(em, { account: account.value, purpose: 'signin', code: request.code.trim() }, now)) && user !== undefined
      : user
        ? await verifySecret(request.password!, user.passwordHash)
        : await verifyAgainstDummy(request.password!);
  if (!accepted || !user) throw new AppError('INVALID_ARGUMENT', 'signin_failed', 'credentials rejected');

  return em.transactional(async (tx) => {
    await uncountAttempt(tx, buckets);
    return openSession(tx, user, now);
  });
}
