import { currentPasswordProblem, passwordProblem } from '@shop/contracts';
import { AppError, claimRequest, recordEvent } from '@shop/service-kit';
import { hashSecret, verifySecret } from '../crypto/secrets.js';
import { tokenHash } from '../crypto/tokens.js';
import { bucketFor, signinFailuresPerAccount } from '../domain/rate-limits.js';
import { deleteSessionsOfUser } from '../db/session-repository.js';
import { findUserById, setPasswordHash } from '../db/user-repository.js';
import { countAttempt, uncountAttempt } from './attempts.js';
import type { UseCase } from './use-case.js';
import { rejectProblem, requireUserId } from './validation.js';

/**
 * Sets a new password after checking the old one, and revokes every session but the caller's.
 * Wrong old passwords count as failed sign-ins, so a borrowed session cannot guess the password.
 */
export async function changePassword(
  { em, now }: UseCase,
  request: { requestId: string; userId: string; token: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const userId = requireUserId(request.userId);
  rejectProblem(currentPasswordProblem(request.oldPassword), 'oldPassword');
  rejectProblem(passwordProblem(request.newPassword), 'password');
  const user = await findUserById(em, userId);
  if (!user) throw new AppError('NOT_FOUND', 'user_not_found');
  const newHash = await hashSecret(request.newPassword);
  const buckets = [bucketFor(signinFailuresPerAccount, user.account, now)];
  await em.transactional((tx) => countAttempt(tx, buckets, now));

  await em.transactional(async (tx) => {
    const { passwordHash } = (await findUserById(tx, userId, true))!;
    const replayed = !(await claimRequest(tx, request.requestId, 'ChangePassword'));
    if (!replayed) {
      // Throwing rolls back the claim but not the counted attempt, which committed above.
      if (!(await verifySecret(request.oldPassword, passwordHash))) throw new AppError('INVALID_ARGUMENT', 'password_update_failed', 'old password does not match');
      await setPasswordHash(tx, userId, newHash, now);
      await deleteSessionsOfUser(tx, userId, tokenHash(request.token));
      recordEvent(tx, 'identity.sessions.revoked.v1', userId, { userId });
    }
    await uncountAttempt(tx, buckets);
  });
}
