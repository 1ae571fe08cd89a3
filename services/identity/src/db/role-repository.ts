import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlatformRole } from '../domain/roles.js';
import { UserRole } from './entities.js';

/** Grants the role; false when the user already held it. */
export async function grantRole(em: EntityManager, userId: string, role: PlatformRole, now: Date): Promise<boolean> {
  const inserted = await em.createQueryBuilder(UserRole).insert({ userId, role, grantedAt: now }).onConflict(['userId', 'role']).ignore().execute('run');
  return inserted.affectedRows > 0;
}

/** Revokes the role; false when the user did not hold it. */
export async function revokeRole(em: EntityManager, userId: string, role: PlatformRole): Promise<boolean> {
  return (await em.nativeDelete(UserRole, { userId, role })) > 0;
}

/** The user's platform roles, in name order. */
export async function rolesOf(em: EntityManager, userId: string): Promise<PlatformRole[]> {
  const rows = await em.find(UserRole, { userId }, { orderBy: { role: 'asc' }, disableIdentityMap: true });
  return rows.map((row) => row.role);
}
