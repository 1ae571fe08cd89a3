/** What a store's level and overall score are computed from. */
export interface StoreStatistics {
  /** Items sold. */
  sales: number;
  /** Average review rating in hundredths (0-500); 0 while unrated. */
  rating: number;
  visits: number;
  /** Times shoppers collected one of its products. */
  collections: number;
  /** Products it lists. */
  productCount: number;
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;

/**
 * What a store needs for levels 2 to 5: every figure at least the threshold (an unrated store has
 * rating 0, so it cannot pass a rating threshold). Documented in the service's README.
 */
export const levelThresholds: readonly (StoreStatistics & { level: number })[] = [
  { level: 2, productCount: 5, visits: 100, sales: 0, collections: 0, rating: 0 },
  { level: 3, productCount: 20, visits: 1_000, sales: 10, collections: 20, rating: 0 },
  { level: 4, productCount: 50, visits: 10_000, sales: 100, collections: 200, rating: 400 },
  { level: 5, productCount: 100, visits: 50_000, sales: 1_000, collections: 1_000, rating: 450 },
];

/** The highest level whose thresholds the store meets (levels are cumulative: level 4 needs level 3's too). */
export function storeLevel(stats: StoreStatistics): number {
  let level = MIN_LEVEL;
  for (const threshold of levelThresholds) {
    const meets =
      stats.productCount >= threshold.productCount &&
      stats.visits >= threshold.visits &&
      stats.sales >= threshold.sales &&
      stats.collections >= threshold.collections &&
      stats.rating >= threshold.rating;
    if (!meets) break;
    level = threshold.level;
  }
  return level;
}
