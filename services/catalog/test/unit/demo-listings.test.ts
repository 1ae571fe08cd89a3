import { describe, expect, it } from '@jest/globals';
import { demoListingPicks, FIRST_STORE_DEMO_LISTINGS, MAX_DEMO_LISTINGS, MIN_DEMO_LISTINGS } from '../../src/domain/demo-listings.js';

const products = Array.from({ length: 48 }, (_, i) => 101 + i);

describe('demoListingPicks', () => {
  it('picks the same products for the same store every time', () => {
    expect(demoListingPicks(7, products)).toEqual(demoListingPicks(7, products));
  });

  it('gives store 1 a handful and every other store 4 to 20 distinct products of the catalog', () => {
    expect(demoListingPicks(1, products)).toHaveLength(FIRST_STORE_DEMO_LISTINGS);
    const counts = new Set<number>();
    for (let store = 2; store <= 60; store++) {
      const picks = demoListingPicks(store, products);
      counts.add(picks.length);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_DEMO_LISTINGS);
      expect(picks.length).toBeLessThanOrEqual(MAX_DEMO_LISTINGS);
      expect(new Set(picks).size).toBe(picks.length);
      expect(picks.every((id) => products.includes(id))).toBe(true);
    }
    // Varied, so the stores' product counts (and the street's sorts by them) differ.
    expect(counts.size).toBeGreaterThan(5);
  });

  it('differs between stores and never asks for more products than exist', () => {
    expect(demoListingPicks(2, products)).not.toEqual(demoListingPicks(3, products));
    expect(demoListingPicks(5, [1, 2, 3])).toHaveLength(3);
    expect(demoListingPicks(5, [])).toEqual([]);
  });
});
