import { randomUUID } from 'node:crypto';
import { codeProblem, inviteCodeProblem, passwordProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { defaultNickname } from '../domain/profile.js';
import { bucketFor, signupAttemptsPerAccount, signupAttemptsPerIp } from '../domain/rate-limits.js';
import { insertUser } from '../db/user-repository.js';
import { countAttempt, refuseOverLimit } from './attempts.js';
import { openSession } from './sessions.js';
import { useCode } from './use-code.js';
import { rejectProblem, requireAccount, requireClientIp } from './validation.js';

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
    const ipSubject = requireClientIp(request.clientIp);

    // The per-IP row is shared by many shoppers: counted last, so it is held for the shortest time.
    const buckets = [bucketFor(signupAttemptsPerAccount, account.value, now), bucketFor(signupAttemptsPerIp, ipSubject, now)];
    await refuseOverLimit(em, buckets, now);
    const used = await useCode(context, { account: account.value, purpose: 'signup', code: request.code.trim() });
    const passwordHash = used ? await hashSecret(request.password) : undefined;
    // Counted after the hashing, so the per-IP counter row is never locked during scrypt.
    await countAttempt(em, buckets, now);
    await context.keepOnRejection();
    if (!passwordHash) throw new AppError('INVALID_ARGUMENT', identityReasons.signupFailed, 'signup code rejected');
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
