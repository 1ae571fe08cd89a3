import { storeLevel, type StoreStatistics } from './level.js';

/**
 * The street's "overall" score, an integer so the street can keep it in an indexed column:
 *
 *   overall = round(1000 × (4·log10(1 + sales) + 2·log10(1 + visits) + 2·log10(1 + collections)
 *                           + log10(1 + productCount) + rating / 100 + level))
 *
 * Logarithms keep one huge figure from drowning the rest (ten times the sales adds a fixed 4000);
 * sales weigh most because they are what shoppers trust, the rating adds 0-5000 and the level
 * 1000-5000. Recomputed with the level whenever a statistic changes.
 */
export function overallScore(stats: StoreStatistics, level = storeLevel(stats)): number {
  const log = (value: number) => Math.log10(1 + Math.max(0, value));
  const score = 4 * log(stats.sales) + 2 * log(stats.visits) + 2 * log(stats.collections) + log(stats.productCount) + stats.rating / 100 + level;
  return Math.round(1000 * score);
}

/** The level and overall score of a store with these statistics, as stored with it. */
export function storeScores(stats: StoreStatistics): { level: number; overall: number } {
  const level = storeLevel(stats);
  return { level, overall: overallScore(stats, level) };
}
