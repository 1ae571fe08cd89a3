import { identityReasons } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '@shop/service-kit';
import { retryAfterSeconds, type Bucket } from '../../domain/rate-limits.js';
import { hit, hitsSoFar, unhit } from '../../db/rate-limit-repository.js';

function tooManyAttempts(bucket: Bucket, now: Date): AppError {
  return new AppError('RESOURCE_EXHAUSTED', identityReasons.tooManyAttempts, `${bucket.key} is over its limit`, { retryAfterSeconds: String(retryAfterSeconds(bucket, now)) });
}

/**
 * Refuses when any bucket has already used up its limit, without counting or locking anything:
 * call it before hashing work, so refused attempts cost no scrypt and hold no counter lock.
 */
export async function refuseOverLimit(em: EntityManager, buckets: readonly Bucket[], now: Date): Promise<void> {
  for (const bucket of buckets) {
    if ((await hitsSoFar(em, bucket)) >= bucket.limit) throw tooManyAttempts(bucket, now);
  }
}

/**
 * Counts one attempt in every bucket; over any limit it throws RESOURCE_EXHAUSTED. The counter rows
 * stay locked until commit, so among parallel attempts only those within the limit get an answer:
 * count after the hashing work (and before answering), keep the count through a refusal with
 * keepOnRejection.
 */
export async function countAttempt(em: EntityManager, buckets: readonly Bucket[], now: Date): Promise<void> {
  for (const bucket of buckets) {
    if ((await hit(em, bucket)) > bucket.limit) throw tooManyAttempts(bucket, now);
  }
}

/** Takes back an attempt that succeeded, so only failures stay counted. */
export async function uncountAttempt(em: EntityManager, buckets: readonly Bucket[]): Promise<void> {
  for (const bucket of buckets) await unhit(em, bucket);
}
