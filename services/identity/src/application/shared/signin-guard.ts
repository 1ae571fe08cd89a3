import { identityReasons } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '@shop/service-kit';
import { afterFailure, signinGate, type SigninFailures } from '../../domain/signin-guard.js';
import { lockSigninFailures, readSigninFailures, saveSigninFailures } from '../../db/signin-guard-repository.js';

function refuseWhileHeldBack(failures: SigninFailures | undefined, now: Date): void {
  const gate = signinGate(failures, now);
  if (gate.kind === 'locked') throw new AppError('RESOURCE_EXHAUSTED', identityReasons.signinLocked, 'password sign-in locked until a code is used');
  if (gate.kind === 'delayed') throw new AppError('RESOURCE_EXHAUSTED', identityReasons.tooManyAttempts, 'password attempts delayed', { retryAfterSeconds: String(gate.retryAfterSeconds) });
}

/** Refuses a password attempt the account's failures hold back, before any hashing work or lock. */
export async function refusePasswordHeldBack(em: EntityManager, account: string, now: Date): Promise<void> {
  refuseWhileHeldBack(await readSigninFailures(em, account), now);
}

/**
 * Takes the account's failure row (before any rate-limit counter, in every command, so two attempts
 * never wait on each other crosswise) and, for a password attempt, refuses it if a parallel failure
 * closed the gate while this one was hashing: its answer, right or wrong, is not given.
 */
export async function lockPasswordAttempt(em: EntityManager, account: string, now: Date, byPassword: boolean): Promise<SigninFailures | undefined> {
  const failures = await lockSigninFailures(em, account, now);
  if (byPassword) refuseWhileHeldBack(failures, now);
  return failures;
}

/** Counts a wrong password for the account (kept through the refusal by the caller's keepOnRejection). */
export async function countPasswordFailure(em: EntityManager, account: string, failures: SigninFailures | undefined, now: Date): Promise<void> {
  await saveSigninFailures(em, account, afterFailure(failures, now));
}
