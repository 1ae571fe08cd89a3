import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Bucket } from '../domain/rate-limits.js';
import { RateLimitCounter } from './entities.js';

/** Counts one hit in the bucket's window and answers the window's total so far (the row stays locked until commit). */
export async function hit(em: EntityManager, bucket: Bucket): Promise<number> {
  const counted = await em
    .createQueryBuilder(RateLimitCounter)
    .insert({ bucket: bucket.key, windowStart: bucket.windowStart, hits: 1, expiresAt: bucket.windowEnd })
    .onConflict(['bucket', 'windowStart'])
    .merge({ hits: raw('rate_limit.hits + 1') })
    .returning('hits')
    .execute('get');
  return (counted as { hits: number }).hits;
}

/** The window's hits so far, without counting or locking. */
export async function hitsSoFar(em: EntityManager, bucket: Bucket): Promise<number> {
  return (await em.findOne(RateLimitCounter, { bucket: bucket.key, windowStart: bucket.windowStart }, { disableIdentityMap: true }))?.hits ?? 0;
}

/** Takes back one hit (an attempt that turned out not to count). */
export async function unhit(em: EntityManager, bucket: Bucket): Promise<void> {
  await em.nativeUpdate(RateLimitCounter, { bucket: bucket.key, windowStart: bucket.windowStart, hits: { $gt: 0 } }, { hits: raw('hits - 1') });
}
