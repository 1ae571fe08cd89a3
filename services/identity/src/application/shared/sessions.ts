import type { EntityManager } from '@mikro-orm/postgresql';
import { newSessionToken, tokenHash } from '../../crypto/tokens.js';
import { sessionExpiry } from '../../domain/session.js';
import { deleteExpiredRows } from '../../db/housekeeping.js';
import { toProfile, type UserProfile, type UserRecord } from '../../db/entities.js';
import { rolesOf } from '../../db/role-repository.js';
import { insertSession } from '../../db/session-repository.js';

export interface NewSession {
  /** Shown to the caller once; only its hash is stored. */
  token: string;
  expiresAt: Date;
  user: UserProfile;
}

export async function openSession(em: EntityManager, user: UserRecord, now: Date): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = sessionExpiry(now);
  await insertSession(em, { tokenHash: tokenHash(token), userId: user.id, createdAt: now, expiresAt });
  await deleteExpiredRows(em, now);
  return { token, expiresAt, user: toProfile({ ...user, roles: await rolesOf(em, user.id) }) };
}
