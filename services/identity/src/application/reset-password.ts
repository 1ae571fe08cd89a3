import { codeProblem, passwordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand, recordEvent } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { bucketFor, resetAttemptsPerAccount, resetAttemptsPerIp } from '../domain/rate-limits.js';
import { deleteSessionsOfUser } from '../db/session-repository.js';
import { findUserByAccount, setPasswordHash } from '../db/user-repository.js';
import { countAttempt, refuseOverLimit } from './attempts.js';
import { useCode } from './use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './validation.js';

/**
 * Sets a new password from a reset code and signs the account out everywhere. The limits and the
 * code are checked before the new password is hashed.
 */
export const resetPassword = defineCommand('ResetPassword', async (context, request: { account: string; code: string; newPassword: string; clientIp: string }) => {
  const { em, now } = context;
  const account = requireAccount(request.account);
  rejectProblem(codeProblem(request.code), 'code');
  rejectProblem(passwordProblem(request.newPassword), 'password');
  const ipSubject = requireClientIp(request.clientIp);

  // The per-IP row is shared by many shoppers: counted last, so it is held for the shortest time.
  const buckets = [bucketFor(resetAttemptsPerAccount, account.value, now), bucketFor(resetAttemptsPerIp, ipSubject, now)];
  await refuseOverLimit(em, buckets, now);
  const used = await useCode(context, { account: account.value, purpose: 'reset', code: request.code.trim() });
  const user = used ? await findUserByAccount(em, account.value) : undefined;
  const passwordHash = user ? await hashSecret(request.newPassword) : undefined;
  // Counted after the hashing, so the per-IP counter row is never locked during scrypt.
  await countAttempt(em, buckets, now);
  await context.keepOnRejection();
  if (!user || !passwordHash) throw new AppError('INVALID_ARGUMENT', identityReasons.passwordUpdateFailed, 'reset code rejected');
  await setPasswordHash(em, user.id, passwordHash, now);
  await deleteSessionsOfUser(em, user.id);
  recordEvent(em, 'identity.sessions.revoked.v1', user.id, { userId: user.id });
}, { secretFields: ['code', 'newPassword'] });
