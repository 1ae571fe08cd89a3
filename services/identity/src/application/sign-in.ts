import { codeProblem, currentPasswordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { verifyAgainstDummy, verifySecret } from '../crypto/secrets.js';
import { accountAtIp, bucketFor, signinFailuresPerAccountAndIp, signinFailuresPerIp } from '../domain/rate-limits.js';
import { findUserByAccount } from '../db/user-repository.js';
import { countAttempt, refuseOverLimit, uncountAttempt } from './shared/attempts.js';
import { openSession } from './shared/sessions.js';
import { useCode } from './shared/use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './shared/validation.js';

/**
 * Opens a session with a password or a signin code. Every failure answers the same reason after
 * the same hashing work, so neither the answer nor its timing tells whether the account exists.
 * Failures count per (account, IP) and per IP, so a stranger cannot lock the owner out.
 */
export const signIn = defineCommand(
  'SignIn',
  async (context, request: { account: string; password?: string | undefined; code?: string | undefined; clientIp: string }) => {
    const { em, now } = context;
    const account = requireAccount(request.account);
    const ipSubject = requireClientIp(request.clientIp);
    if (request.code !== undefined) rejectProblem(codeProblem(request.code), 'code');
    else rejectProblem(currentPasswordProblem(request.password ?? ''), 'password');

    const buckets = [bucketFor(signinFailuresPerAccountAndIp, accountAtIp(account.value, ipSubject), now), bucketFor(signinFailuresPerIp, ipSubject, now)];
    await refuseOverLimit(em, buckets, now);
    const user = await findUserByAccount(em, account.value);
    const accepted =
      request.code !== undefined
        ? (await useCode(context, { account: account.value, purpose: 'signin', code: request.code.trim() })) && user !== undefined
        : user
          ? await verifySecret(request.password!, user.passwordHash)
          : await verifyAgainstDummy(request.password!);
    // Counted after the hashing, so the counter rows (one per IP, shared behind a carrier NAT) are
    // never locked during scrypt; a correct guess beyond the limit is refused all the same.
    await countAttempt(em, buckets, now);
    await context.keepOnRejection();
    if (!accepted || !user) throw new AppError('INVALID_ARGUMENT', identityReasons.signinFailed, 'credentials rejected');
    await uncountAttempt(em, buckets);
    return openSession(em, user, now);
  },
  { withoutKeyBecause: 'its answer is a new session token, which must never be stored; a repeat only opens another session' },
);
