import { codeProblem, passwordProblem } from '@shop/contracts';
import { AppError, recordEvent } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { deleteSessionsOfUser } from '../db/session-repository.js';
import { findUserByAccount, setPasswordHash } from '../db/user-repository.js';
import type { UseCase } from './use-case.js';
import { useCode } from './use-code.js';
import { rejectProblem, requireAccount } from './validation.js';

/** Sets a new password from a reset code and signs the account out everywhere. */
export async function resetPassword({ em, now }: UseCase, request: { account: string; code: string; newPassword: string }): Promise<void> {
  const account = requireAccount(request.account);
  rejectProblem(codeProblem(request.code), 'code');
  rejectProblem(passwordProblem(request.newPassword), 'password');
  const passwordHash = await hashSecret(request.newPassword);

  const used = await useCode(em, { account: account.value, purpose: 'reset', code: request.code.trim() }, now);
  const user = used ? await findUserByAccount(em, account.value) : undefined;
  if (!user) throw new AppError('INVALID_ARGUMENT', 'password_update_failed', 'reset code rejected');
  await em.transactional(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await deleteSessionsOfUser(tx, user.id);
    recordEvent(tx, 'identity.sessions.revoked.v1', user.id, { userId: user.id });
  });
}
