import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlatformRole } from '../domain/roles.js';
import { rolesColumn } from './role-repository.js';
import { UserSession, type IdentityDb } from './entities.js';

export async function insertSession(em: EntityManager, session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await em.insert(UserSession, session);
}

/**
 * The user of a live session with their platform roles; undefined when the token is unknown,
 * revoked or expired. One statement through typed Kysely: every signed-in request the BFF has not
 * cached checks its session here.
 */
export async function findSessionPrincipal(em: EntityManager, tokenHash: string, now: Date): Promise<{ userId: string; roles: PlatformRole[] } | undefined> {
  const row = await em
    .getKysely<IdentityDb>()
    .selectFrom('user_session as s')
    .select([
      's.user_id',
      (eb) => rolesColumn(eb, 's.user_id'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id, roles: row.roles };
}

export async function deleteSession(em: EntityManager, tokenHash: string): Promise<void> {
  await em.nativeDelete(UserSession, { tokenHash });
}

/** Revokes every session of a user except the one kept (if any). */
export async function deleteSessionsOfUser(em: EntityManager, userId: string, keepTokenHash = ''): Promise<void> {
  await em.nativeDelete(UserSession, { userId, tokenHash: { $ne: keepTokenHash } });
}
