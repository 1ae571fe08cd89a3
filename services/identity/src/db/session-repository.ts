import type { EntityManager } from '@mikro-orm/postgresql';

export async function insertSession(em: EntityManager, session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await em.execute('insert into user_session (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)', [
    session.tokenHash,
    session.userId,
    session.createdAt,
    session.expiresAt,
  ]);
}

/** The user of a live session; undefined when the token is unknown, revoked or expired. */
export async function findSessionUser(em: EntityManager, tokenHash: string, now: Date): Promise<string | undefined> {
  const rows = await em.execute<{ user_id: string }[]>('select user_id from user_session where token_hash = ? and expires_at > ?', [tokenHash, now]);
  return rows[0]?.user_id;
}

export async function deleteSession(em: EntityManager, tokenHash: string): Promise<void> {
  await em.execute('delete from user_session where token_hash = ?', [tokenHash]);
}

/** Revokes every session of a user except the one kept (if any). */
export async function deleteSessionsOfUser(em: EntityManager, userId: string, keepTokenHash = ''): Promise<void> {
  await em.execute('delete from user_session where user_id = ? and token_hash <> ?', [userId, keepTokenHash]);
}
