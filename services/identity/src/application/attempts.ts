import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '@shop/service-kit';
import { retryAfterSeconds, type Bucket } from '../domain/rate-limits.js';
import { hit, unhit } from '../db/rate-limit-repository.js';

/**
 * Counts one attempt in every bucket, inside the caller's transaction; over any limit it throws
 * RESOURCE_EXHAUSTED, which also rolls the counts back. Counting before the work (not after a
 * failure) keeps a burst of parallel guesses inside the limit.
 */
export async function countAttempt(em: EntityManager, buckets: readonly Bucket[], now: Date): Promise<void> {
  for (const bucket of buckets) {
    if ((await hit(em, bucket)) > bucket.limit) {
      throw new AppError('RESOURCE_EXHAUSTED', 'too_many_attempts', `${bucket.key} is over its limit`, { retryAfterSeconds: String(retryAfterSeconds(bucket, now)) });
    }
  }
}

/** Takes back an attempt that succeeded, so only failures stay counted. */
export async function uncountAttempt(em: EntityManager, buckets: readonly Bucket[]): Promise<void> {
  for (const bucket of buckets) await unhit(em, bucket);
}
