import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rolesColumn } from './role-repository.js';
import { UserAccount, type IdentityDb, type UserProfile, type UserRecord } from './entities.js';

export async function findUserByAccount(em: EntityManager, account: string): Promise<UserRecord | undefined> {
  return (await em.findOne(UserAccount, { account })) ?? undefined;
}

/** `lock` also takes the user's row lock, as `lockUser` does, for a transaction that reads the row. */
export async function findUserById(em: EntityManager, id: string, lock = false): Promise<UserRecord | undefined> {
  return (await em.findOne(UserAccount, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})) ?? undefined;
}

/**
 * What a signed-in page shows of its user, with their platform roles, in one statement through
 * typed Kysely (no entity hydration, identity map or query-builder metadata walk: on this hot
 * read, behind every `user.me`, each cost more than the query), without the password hash.
 */
export async function findUserProfile(em: EntityManager, id: string): Promise<UserProfile | undefined> {
  const row = await em
    .getKysely<IdentityDb>()
    .selectFrom('user_account as u')
    .select([
      'u.id',
      'u.account',
      'u.account_kind',
      'u.nickname',
      'u.avatar',
      'u.created_at',
      (eb) => rolesColumn(eb, 'u.id'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, account: row.account, accountKind: row.account_kind, nickname: row.nickname, avatar: row.avatar, createdAt: new Date(row.created_at), roles: row.roles };
}

/** Inserts a user unless the account is taken; false when it is. */
export async function insertUser(em: EntityManager, user: RequiredEntityData<UserRecord>): Promise<boolean> {
  const inserted = await em.createQueryBuilder(UserAccount).insert(user).onConflict('account').ignore().execute('run');
  return inserted.affectedRows > 0;
}

/** Takes the user's row lock for the transaction: serialises changes to one user's data. */
export async function lockUser(em: EntityManager, id: string): Promise<boolean> {
  return (await findUserById(em, id, true)) !== undefined;
}

export async function setPasswordHash(em: EntityManager, id: string, passwordHash: string, now: Date): Promise<void> {
  await em.nativeUpdate(UserAccount, { id }, { passwordHash, updatedAt: now });
}

export async function setProfile(em: EntityManager, id: string, profile: { nickname: string; avatar: string }, now: Date): Promise<void> {
  await em.nativeUpdate(UserAccount, { id }, { ...profile, updatedAt: now });
}
