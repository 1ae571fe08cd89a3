import { codeProblem, currentPasswordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { verifyAgainstDummy, verifySecret } from '../crypto/secrets.js';
import { bucketFor, signinFailuresPerIp } from '../domain/rate-limits.js';
import { clearSigninFailures } from '../db/signin-guard-repository.js';
import { findUserByAccount } from '../db/user-repository.js';
import { countAttempt, refuseOverLimit, uncountAttempt } from './shared/attempts.js';
import { openSession } from './shared/sessions.js';
import { countPasswordFailure, lockPasswordAttempt, refusePasswordHeldBack } from './shared/signin-guard.js';
import { useCode } from './shared/use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './shared/validation.js';

/**
 * Opens a session with a password or a signin code. Every failure answers the same reason after
 * the same hashing work, so neither the answer nor its timing tells whether the account exists.
 * Failures count per IP; wrong passwords also per account from any address
 * (`domain/signin-guard.ts`), which delays and then locks the password, never the code, so the
 * owner can always sign in with a code, and doing so lifts the lock.
 */
export const signIn = defineCommand(
  'SignIn',
  async (context, request: { account: string; password?: string | undefined; code?: string | undefined; clientIp: string }) => {
    const { em, now } = context;
    const account = requireAccount(request.account);
    const ipSubject = requireClientIp(request.clientIp);
    const byPassword = request.code === undefined;
    if (byPassword) rejectProblem(currentPasswordProblem(request.password ?? ''), 'password');
    else rejectProblem(codeProblem(request.code!), 'code');

    const buckets = [bucketFor(signinFailuresPerIp, ipSubject, now)];
    if (byPassword) await refusePasswordHeldBack(em, account.value, now);
    await refuseOverLimit(em, buckets, now);
    const user = await findUserByAccount(em, account.value);
    const accepted = !byPassword
      ? (await useCode(context, { account: account.value, purpose: 'signin', code: request.code!.trim() })) && user !== undefined
      : user
        ? await verifySecret(request.password!, user.passwordHash)
        : await verifyAgainstDummy(request.password!);
    // Counted after the hashing, so the rows (the per-IP one shared behind a carrier NAT) are never
    // locked during scrypt; a correct guess beyond a limit is refused all the same.
    const failures = await lockPasswordAttempt(em, account.value, now, byPassword);
    await countAttempt(em, buckets, now);
    if (!accepted || !user) {
      if (byPassword) await countPasswordFailure(em, account.value, failures, now);
      await context.keepOnRejection();
      throw new AppError('INVALID_ARGUMENT', identityReasons.signinFailed, 'credentials rejected');
    }
    await uncountAttempt(em, buckets);
    // The right password or a code proved the owner: the failures are forgotten, a lock lifted.
    await clearSigninFailures(em, account.value);
    return openSession(em, user, now);
  },
  { withoutKeyBecause: 'its answer is a new session token, which must never be stored; a repeat only opens another session' },
);
