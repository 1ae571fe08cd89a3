import type { EntityManager } from '@mikro-orm/postgresql';
import { UserSession } from './entities.js';

export async function insertSession(em: EntityManager, session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await em.insert(UserSession, session);
}

/** The user of a live session; undefined when the token is unknown, revoked or expired. */
export async function findSessionUser(em: EntityManager, tokenHash: string, now: Date): Promise<string | undefined> {
  return (await em.findOne(UserSession, { tokenHash, expiresAt: { $gt: now } }))?.userId;
}

export async function deleteSession(em: EntityManager, tokenHash: string): Promise<void> {
  await em.nativeDelete(UserSession, { tokenHash });
}

/** Revokes every session of a user except the one kept (if any). */
export async function deleteSessionsOfUser(em: EntityManager, userId: string, keepTokenHash = ''): Promise<void> {
  await em.nativeDelete(UserSession, { userId, tokenHash: { $ne: keepTokenHash } });
}
