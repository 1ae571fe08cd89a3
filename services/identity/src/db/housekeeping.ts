import type { EntityManager } from '@mikro-orm/postgresql';

const BATCH = 100;

/**
 * Deletes a batch of expired sessions, codes and counters. Called where those rows are created,
 * so the tables stay bounded without a scheduler; `skip locked` keeps concurrent callers apart.
 * Raw SQL: the ORM cannot express a bounded delete that skips rows other transactions hold.
 */
export async function deleteExpiredRows(em: EntityManager, now: Date): Promise<void> {
  for (const [table, key] of [
    ['user_session', 'token_hash'],
    ['verification_code', 'id'],
    ['rate_limit', 'bucket, window_start'],
    ['signin_guard', 'account'],
  ] as const) {
    await em.execute(
      `delete from ${table} where (${key}) in (select ${key} from ${table} where expires_at < ? limit ${BATCH} for update skip locked)`,
      [now],
    );
  }
}
