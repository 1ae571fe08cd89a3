import { accountProblem, normalizeAccount, type Account, identityReasons } from '@shop/contracts';
import { AppError, type Caller } from '@shop/service-kit';
import { clientIpSubject } from '../../domain/rate-limits.js';

/** Rejects with the problem's name as the reason (the BFF translates it); no problem, no throw. */
export function rejectProblem(problem: string | undefined, field?: string): void {
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, problem, field ? { field } : {});
}

export function requireAccount(raw: string): Account {
  rejectProblem(accountProblem(raw), 'account');
  return normalizeAccount(raw)!;
}

/** The rate-limit subject of the shopper's address, which the BFF must pass on. */
export function requireClientIp(ip: string): string {
  const subject = clientIpSubject(ip);
  if (!subject) throw new AppError('INVALID_ARGUMENT', identityReasons.invalidClientIp);
  return subject;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user the call acts for, from its verified caller (never from the request). */
export function signedInUser(caller: Caller): string {
  if (!caller.userId || !uuidPattern.test(caller.userId)) throw new AppError('UNAUTHENTICATED', identityReasons.sessionInvalid, 'the call names no signed-in user');
  return caller.userId;
}
