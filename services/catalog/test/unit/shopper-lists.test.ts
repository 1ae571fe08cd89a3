import { describe, expect, it } from '@jest/globals';
import { demoReviewTexts } from '../../src/db/demo-data.js';
import { demoReviewsFor as reviewsWith, MAX_DEMO_REVIEWS } from '../../src/domain/demo-reviews.js';
import { footprintOwner } from '../../src/domain/shopper-lists.js';

/** The demo reviews with the words of data/demo-review-texts.json, as the seed draws them. */
const demoReviewsFor = (product: { id: number; createdAt: Date }, now: Date) => reviewsWith(product, now, demoReviewTexts());

describe('footprint owners', () => {
  it('are signed-in viewers (user ids) only', () => {
    expect(footprintOwner('5d0c1f7e-8a3b-4c2d-9e1f-0a1b2c3d4e5f')).toBe('5d0c1f7e-8a3b-4c2d-9e1f-0a1b2c3d4e5f');
    expect(footprintOwner(null)).toBeUndefined();
    expect(footprintOwner('anon:abc')).toBeUndefined();
    expect(footprintOwner('')).toBeUndefined();
  });
});

describe('demo reviews', () => {
  const createdAt = new Date('2026-11-01T00:00:00Z');
  const now = new Date('2026-11-30T00:00:00Z');

  it('are the same for the same product, and differ between products', () => {
    expect(demoReviewsFor({ id: 7, createdAt }, now)).toEqual(demoReviewsFor({ id: 7, createdAt }, now));
    const counts = Array.from({ length: 48 }, (_, i) => demoReviewsFor({ id: i + 1, createdAt }, now).length);
    expect(new Set(counts).size).toBeGreaterThan(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_DEMO_REVIEWS);
  });

  it('are written after the product and before now, oldest first, with whole stars and a text in one language', () => {
    const reviews = Array.from({ length: 48 }, (_, i) => demoReviewsFor({ id: i + 1, createdAt }, now)).flat();
    expect(reviews.length).toBeGreaterThan(100);
    for (const review of reviews) {
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
      expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(['en', 'zh', 'ind']).toContain(review.lang);
      expect(review.text.length).toBeGreaterThan(0);
    }
    // Mostly good, as marketplaces see, and every language present.
    expect(reviews.filter((review) => review.rating >= 4).length / reviews.length).toBeGreaterThan(0.6);
    expect(new Set(reviews.map((review) => review.lang))).toEqual(new Set(['en', 'zh', 'ind']));
    const one = demoReviewsFor({ id: 3, createdAt }, now).map((review) => review.createdAt.getTime());
    expect([...one].sort((a, b) => a - b)).toEqual(one);
  });
});
