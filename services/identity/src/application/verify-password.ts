import { currentPasswordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { verifySecret } from '../crypto/secrets.js';
import { bucketFor, passwordChangeFailuresPerUser } from '../domain/rate-limits.js';
import { clearSigninFailures } from '../db/signin-guard-repository.js';
import { findUserById } from '../db/user-repository.js';
import { countAttempt, refuseOverLimit, uncountAttempt } from './shared/attempts.js';
import { countPasswordFailure, lockPasswordAttempt, refusePasswordHeldBack } from './shared/signin-guard.js';
import { rejectProblem, signedInUser } from './shared/validation.js';

/**
 * Confirms the signed-in user's password before money can leave (a bank account bound or changed,
 * a withdrawal). Failures share ChangePassword's per-user count and the sign-in's per-account
 * failures (delay, then lock), both kept through the refusal, so a borrowed session is no better
 * a guessing oracle than the sign-in page.
 */
export const verifyPassword = defineCommand(
  'VerifyPassword',
  async (context, request: { token: string; password: string }) => {
    const { em, now } = context;
    const userId = signedInUser(context.caller);
    rejectProblem(currentPasswordProblem(request.password), 'password');
    const user = await findUserById(em, userId);
    if (!user) throw new AppError('NOT_FOUND', identityReasons.userNotFound);
    const buckets = [bucketFor(passwordChangeFailuresPerUser, userId, now)];
    await refusePasswordHeldBack(em, user.account, now);
    await refuseOverLimit(em, buckets, now);
    const matches = await verifySecret(request.password, user.passwordHash);
    const failures = await lockPasswordAttempt(em, user.account, now, true);
    await countAttempt(em, buckets, now);
    if (!matches) {
      await countPasswordFailure(em, user.account, failures, now);
      await context.keepOnRejection();
      throw new AppError('INVALID_ARGUMENT', identityReasons.wrongPassword, 'password does not match', { field: 'password' });
    }
    await uncountAttempt(em, buckets);
    await clearSigninFailures(em, user.account);
  },
  // A stored answer would let a replayed key pass a check with any password.
  { withoutKeyBecause: 'the answer must come from the password given, never from a stored answer' },
);
