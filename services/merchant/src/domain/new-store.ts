import { foldStoreName } from '@shop/contracts';
import type { StoreStatistics } from './level.js';
import { storeScores } from './overall.js';

/**
 * A store as it opens (on approval, or seeded): active, auto-pay off, its statistics scored, no
 * order review nor catalog listing seen yet, at version 1 of its change events.
 */
export function newStore<F extends { name: string }>(fields: F, stats: StoreStatistics, openedAt: Date) {
  return {
    ...fields,
    nameFolded: foldStoreName(fields.name),
    autoPay: false,
    status: 'active' as const,
    ...stats,
    ...storeScores(stats),
    ratingSum: 0,
    ratingCount: 0,
    listingVersion: 0,
    collectionVersion: 0,
    version: 1,
    openedAt,
  };
}
