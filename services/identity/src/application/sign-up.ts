import { randomUUID } from 'node:crypto';
import { codeProblem, inviteCodeProblem, passwordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { defaultNickname } from '../domain/profile.js';
import { signupAttemptsPerAccount, signupAttemptsPerIp } from '../domain/rate-limits.js';
import { insertUser } from '../db/user-repository.js';
import { openSession } from './shared/sessions.js';
import { hashPasswordBehindCode } from './shared/use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './shared/validation.js';

/**
 * Creates an account from a signup code. The limits and then the code are checked before any
 * password hashing, so refused attempts cost no scrypt work; only a code holder learns that an
 * account is taken.
 */
export const signUp = defineCommand(
  'SignUp',
  async (context, request: { account: string; code: string; password: string; inviteCode: string; clientIp: string }) => {
    const { em, now } = context;
    const account = requireAccount(request.account);
    rejectProblem(codeProblem(request.code), 'code');
    rejectProblem(passwordProblem(request.password), 'password');
    rejectProblem(inviteCodeProblem(request.inviteCode), 'inviteCode');

    const unlocked = await hashPasswordBehindCode(context, {
      limits: { perAccount: signupAttemptsPerAccount, perIp: signupAttemptsPerIp },
      account: account.value,
      ipSubject: requireClientIp(request.clientIp),
      purpose: 'signup',
      code: request.code.trim(),
      password: request.password,
      subjectOf: async () => account.value,
    });
    if (!unlocked) throw new AppError('INVALID_ARGUMENT', identityReasons.signupFailed, 'signup code rejected');
    const { passwordHash } = unlocked;
    const user = {
      id: randomUUID(),
      account: account.value,
      accountKind: account.kind,
      passwordHash,
      inviteCode: request.inviteCode || null,
      nickname: defaultNickname(account),
      avatar: '',
      createdAt: now,
      updatedAt: now,
    };
    if (!(await insertUser(em, user))) throw new AppError('ALREADY_EXISTS', identityReasons.accountTaken);
    return openSession(em, user, now);
  },
  { withoutKeyBecause: 'its answer is a new session token, which must never be stored; the single-use code makes a repeat change nothing' },
);
