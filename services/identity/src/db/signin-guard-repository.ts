import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SigninFailures } from '../domain/signin-guard.js';
import { SigninGuard } from './entities.js';

/** The account's failures as they stand, without locking: for refusing before any hashing work. */
export async function readSigninFailures(em: EntityManager, account: string): Promise<SigninFailures | undefined> {
  return (await em.findOne(SigninGuard, { account }, { disableIdentityMap: true })) ?? undefined;
}

/**
 * The account's failures, with its row locked until commit (made first if missing), so parallel
 * attempts on one account take turns deciding: one that arrives after another's failure closed the
 * gate sees that failure.
 */
export async function lockSigninFailures(em: EntityManager, account: string, now: Date): Promise<SigninFailures | undefined> {
  await em.createQueryBuilder(SigninGuard).insert({ account, failures: 0, lastFailedAt: now, expiresAt: now }).onConflict('account').ignore().execute('run');
  const row = await em.findOneOrFail(SigninGuard, { account }, { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
  return row.failures > 0 ? row : undefined;
}

export async function saveSigninFailures(em: EntityManager, account: string, state: SigninFailures & { expiresAt: Date | null }): Promise<void> {
  await em.nativeUpdate(SigninGuard, { account }, state);
}

/** Forgets the account's failures: the right password, or a code, proved the owner. */
export async function clearSigninFailures(em: EntityManager, account: string): Promise<void> {
  await em.nativeDelete(SigninGuard, { account });
}
