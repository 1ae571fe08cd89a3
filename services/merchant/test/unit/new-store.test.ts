import { describe, expect, it } from '@jest/globals';
import { newStore } from '../../src/domain/new-store.js';
import { storeScores } from '../../src/domain/overall.js';

describe('newStore', () => {
  it('opens active with auto-pay off, its name folded, its statistics scored, before any review or listing', () => {
    const stats = { sales: 12, rating: 450, visits: 1_500, collections: 30, productCount: 0 };
    const openedAt = new Date('2026-11-25T00:00:00.000Z');
    expect(newStore({ ownerId: 'u-1', name: 'Toko Ánda' }, stats, openedAt)).toEqual({
      ownerId: 'u-1',
      name: 'Toko Ánda',
      nameFolded: 'toko anda',
      autoPay: false,
      status: 'active',
      ...stats,
      ...storeScores(stats),
      ratingSum: 0,
      ratingCount: 0,
      listingVersion: 0,
      collectionVersion: 0,
      version: 1,
      openedAt,
    });
  });
});
