import { codeProblem, passwordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { resetAttemptsPerAccount, resetAttemptsPerIp } from '../domain/rate-limits.js';
import { deleteSessionsOfUser } from '../db/session-repository.js';
import { clearSigninFailures } from '../db/signin-guard-repository.js';
import { publishSessionsRevoked } from '../events/publish/sessions-revoked.js';
import { findUserByAccount, setPasswordHash } from '../db/user-repository.js';
import { hashPasswordBehindCode } from './shared/use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './shared/validation.js';

/**
 * Sets a new password from a reset code, lifts a sign-in lock and signs the account out
 * everywhere. The limits and the code are checked before the new password is hashed.
 */
export const resetPassword = defineCommand('ResetPassword', async (context, request: { account: string; code: string; newPassword: string; clientIp: string }) => {
  const { em, now } = context;
  const account = requireAccount(request.account);
  rejectProblem(codeProblem(request.code), 'code');
  rejectProblem(passwordProblem(request.newPassword), 'password');
  const unlocked = await hashPasswordBehindCode(context, {
    limits: { perAccount: resetAttemptsPerAccount, perIp: resetAttemptsPerIp },
    account: account.value,
    ipSubject: requireClientIp(request.clientIp),
    purpose: 'reset',
    code: request.code.trim(),
    password: request.newPassword,
    subjectOf: () => findUserByAccount(em, account.value),
  });
  if (!unlocked) throw new AppError('INVALID_ARGUMENT', identityReasons.passwordUpdateFailed, 'reset code rejected');
  const { subject: user, passwordHash } = unlocked;
  await setPasswordHash(em, user.id, passwordHash, now);
  // The code proved the owner: earlier wrong passwords no longer hold the new one back.
  await clearSigninFailures(em, account.value);
  await deleteSessionsOfUser(em, user.id);
  publishSessionsRevoked(em, user.id);
}, { secretFields: ['code', 'newPassword'] });
