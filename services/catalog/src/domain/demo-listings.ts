import { seededRandom } from './seeded-random.js';

/** How many demo products the demo merchant's own store (store 1) lists: a handful, so listing more shows. */
export const FIRST_STORE_DEMO_LISTINGS = 5;
export const MIN_DEMO_LISTINGS = 4;
export const MAX_DEMO_LISTINGS = 20;

/**
 * The demo products store `storeId` lists, in listing order: a pseudo-random pick, the same for
 * the same store and products, of 4 to 20 of them (store 1 a handful), never one twice.
 */
export function demoListingPicks(storeId: number, productIds: readonly number[]): number[] {
  const random = seededRandom(storeId * 2_654_435_761);
  const wanted = storeId === 1 ? FIRST_STORE_DEMO_LISTINGS : MIN_DEMO_LISTINGS + Math.floor(random() * (MAX_DEMO_LISTINGS - MIN_DEMO_LISTINGS + 1));
  const pool = [...productIds];
  const count = Math.min(wanted, pool.length);
  // The first `count` steps of a Fisher-Yates shuffle.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
