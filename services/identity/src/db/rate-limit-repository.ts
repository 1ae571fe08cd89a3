import type { EntityManager } from '@mikro-orm/postgresql';
import type { Bucket } from '../domain/rate-limits.js';

/** Counts one hit in the bucket's window and answers the window's total so far. */
export async function hit(em: EntityManager, bucket: Bucket): Promise<number> {
  const rows = await em.execute<{ hits: number }[]>(
    `insert into rate_limit (bucket, window_start, hits, expires_at) values (?, ?, 1, ?)
       on conflict (bucket, window_start) do update set hits = rate_limit.hits + 1 returning hits`,
    [bucket.key, bucket.windowStart, bucket.windowEnd],
  );
  return rows[0]!.hits;
}

/** Takes back one hit (an attempt that turned out not to count). */
export async function unhit(em: EntityManager, bucket: Bucket): Promise<void> {
  await em.execute('update rate_limit set hits = hits - 1 where bucket = ? and window_start = ? and hits > 0', [bucket.key, bucket.windowStart]);
}
