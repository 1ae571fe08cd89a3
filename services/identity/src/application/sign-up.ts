import { randomUUID } from 'node:crypto';
import { codeProblem, inviteCodeProblem, passwordProblem } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { defaultNickname } from '../domain/profile.js';
import { insertUser, type UserRecord } from '../db/user-repository.js';
import { openSession, type NewSession } from './sessions.js';
import type { UseCase } from './use-case.js';
import { useCode } from './use-code.js';
import { rejectProblem, requireAccount } from './validation.js';

/** Creates an account from a signup code. The code is checked first, so only its holder learns that an account is taken. */
export async function signUp(
  { em, now }: UseCase,
  request: { account: string; code: string; password: string; inviteCode: string },
): Promise<NewSession> {
  const account = requireAccount(request.account);
  rejectProblem(codeProblem(request.code), 'code');
  rejectProblem(passwordProblem(request.password), 'password');
  rejectProblem(inviteCodeProblem(request.inviteCode), 'inviteCode');
  const passwordHash = await hashSecret(request.password);

  if (!(await useCode(em, { account: account.value, purpose: 'signup', code: request.code.trim() }, now))) {
    throw new AppError('INVALID_ARGUMENT', 'signup_failed', 'signup code rejected');
  }
  const user: UserRecord = {
    id: randomUUID(),
    account: account.value,
    accountKind: account.kind,
    passwordHash,
    nickname: defaultNickname(account),
    avatar: '',
    createdAt: now,
  };
  return em.transactional(async (tx) => {
    if (!(await insertUser(tx, { ...user, inviteCode: request.inviteCode || null }))) throw new AppError('ALREADY_EXISTS', 'account_taken');
    return openSession(tx, user, now);
  });
}
