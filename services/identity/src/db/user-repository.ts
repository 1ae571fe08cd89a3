import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountKind } from '@shop/contracts';

export interface UserRecord {
  id: string;
  account: string;
  accountKind: AccountKind;
  passwordHash: string;
  nickname: string;
  avatar: string;
  createdAt: Date;
}

interface UserRow {
  id: string;
  account: string;
  account_kind: AccountKind;
  password_hash: string;
  nickname: string;
  avatar: string;
  created_at: Date;
}

const selectUser = 'select id, account, account_kind, password_hash, nickname, avatar, created_at from user_account';

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    account: row.account,
    accountKind: row.account_kind,
    passwordHash: row.password_hash,
    nickname: row.nickname,
    avatar: row.avatar,
    createdAt: new Date(row.created_at),
  };
}

export async function findUserByAccount(em: EntityManager, account: string): Promise<UserRecord | undefined> {
  const rows = await em.execute<UserRow[]>(`${selectUser} where account = ?`, [account]);
  return rows[0] && toRecord(rows[0]);
}

/** `lock` also takes the user's row lock, as `lockUser` does, for a transaction that reads the row. */
export async function findUserById(em: EntityManager, id: string, lock = false): Promise<UserRecord | undefined> {
  const rows = await em.execute<UserRow[]>(`${selectUser} where id = ? ${lock ? 'for update' : ''}`, [id]);
  return rows[0] && toRecord(rows[0]);
}

/** Inserts a user unless the account is taken; false when it is. */
export async function insertUser(em: EntityManager, user: UserRecord & { inviteCode: string | null }): Promise<boolean> {
  const inserted = await em.execute(
    `insert into user_account (id, account, account_kind, password_hash, invite_code, nickname, avatar, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (account) do nothing returning id`,
    [user.id, user.account, user.accountKind, user.passwordHash, user.inviteCode, user.nickname, user.avatar, user.createdAt, user.createdAt],
  );
  return inserted.length > 0;
}

/** Takes the user's row lock for the transaction: serialises changes to one user's data. */
export async function lockUser(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute('select id from user_account where id = ? for update', [id]);
  return rows.length > 0;
}

export async function setPasswordHash(em: EntityManager, id: string, passwordHash: string, now: Date): Promise<void> {
  await em.execute('update user_account set password_hash = ?, updated_at = ? where id = ?', [passwordHash, now, id]);
}

export async function setProfile(em: EntityManager, id: string, profile: { nickname: string; avatar: string }, now: Date): Promise<void> {
  await em.execute('update user_account set nickname = ?, avatar = ?, updated_at = ? where id = ?', [profile.nickname, profile.avatar, now, id]);
}
