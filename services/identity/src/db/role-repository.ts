import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder } from 'kysely';
import type { PlatformRole } from '../domain/roles.js';
import { UserRole, type IdentityDb } from './entities.js';

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

/**
 * A `roles` column for a typed Kysely statement over a user's row (`u.id`) or session
 * (`s.user_id`): the user's roles in name order, empty when they hold none.
 */
export function rolesColumn<DB extends IdentityDb, TB extends keyof DB & string>(eb: ExpressionBuilder<DB, TB>, userId: 'u.id' | 's.user_id') {
  const rows = eb as unknown as ExpressionBuilder<IdentityDb & { u: IdentityDb['user_account']; s: IdentityDb['user_session'] }, 'u' | 's'>;
  const roles = rows
    .selectFrom('user_role as r')
    .select((agg) => agg.fn.agg<PlatformRole[]>('array_agg', ['r.role']).orderBy('r.role').as('roles'))
    .whereRef('r.user_id', '=', userId);
  // array_agg over no rows is null.
  return rows.fn.coalesce(roles, sql<PlatformRole[]>`'{}'`).as('roles');
}
