import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Holds a Postgres advisory lock on `name` until the enclosing transaction ends: commands taking
 * the same name run one after another, so a rule over many rows (a count, a sum, rows that do not
 * exist yet) holds under concurrency where a row lock has no row to take.
 */
export async function lockName(em: EntityManager, name: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [name]);
}
