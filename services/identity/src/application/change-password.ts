import { currentPasswordProblem, passwordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { hashSecret, verifySecret } from '../crypto/secrets.js';
import { tokenHash } from '../crypto/tokens.js';
import { bucketFor, passwordChangeFailuresPerUser } from '../domain/rate-limits.js';
import { deleteSessionsOfUser } from '../db/session-repository.js';
import { publishSessionsRevoked } from '../events/publish/sessions-revoked.js';
import { findUserById, setPasswordHash } from '../db/user-repository.js';
import { countAttempt, uncountAttempt } from './shared/attempts.js';
import { rejectProblem, signedInUser } from './shared/validation.js';

/**
 * Sets a new password after checking the old one, and revokes every session but the caller's.
 * Wrong old passwords are counted (and the count kept through the refusal), so a borrowed session
 * cannot guess the password.
 */
export const changePassword = defineCommand('ChangePassword', async (context, request: { token: string; oldPassword: string; newPassword: string }) => {
  const { em, now } = context;
  const userId = signedInUser(context.caller);
  rejectProblem(currentPasswordProblem(request.oldPassword), 'oldPassword');
  rejectProblem(passwordProblem(request.newPassword), 'password');
  const user = await findUserById(em, userId, true);
  if (!user) throw new AppError('NOT_FOUND', identityReasons.userNotFound);

  const buckets = [bucketFor(passwordChangeFailuresPerUser, userId, now)];
  await countAttempt(em, buckets, now);
  await context.keepOnRejection();
  if (!(await verifySecret(request.oldPassword, user.passwordHash))) throw new AppError('INVALID_ARGUMENT', identityReasons.passwordUpdateFailed, 'old password does not match');
  await uncountAttempt(em, buckets);
  await setPasswordHash(em, userId, await hashSecret(request.newPassword), now);
  await deleteSessionsOfUser(em, userId, tokenHash(request.token));
  publishSessionsRevoked(em, userId);
}, { secretFields: ['token', 'oldPassword', 'newPassword'] });
