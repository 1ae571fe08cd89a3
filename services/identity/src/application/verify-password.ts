import { currentPasswordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { verifySecret } from '../crypto/secrets.js';
import { bucketFor, passwordChangeFailuresPerUser } from '../domain/rate-limits.js';
import { findUserById } from '../db/user-repository.js';
import { countAttempt, uncountAttempt } from './shared/attempts.js';
import { rejectProblem, signedInUser } from './shared/validation.js';

/**
 * Confirms the signed-in user's password before a sensitive change elsewhere (a bank account).
 * Failures share ChangePassword's per-user count, kept through the refusal, so a borrowed session
 * cannot guess the password here either.
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
    await countAttempt(em, buckets, now);
    await context.keepOnRejection();
    if (!(await verifySecret(request.password, user.passwordHash))) {
      throw new AppError('INVALID_ARGUMENT', identityReasons.wrongPassword, 'password does not match', { field: 'password' });
    }
    await uncountAttempt(em, buckets);
  },
  // A stored answer would let a replayed key pass a check with any password.
  { withoutKeyBecause: 'the answer must come from the password given, never from a stored answer' },
);
