import { describe, expect, it } from '@jest/globals';
import { storeRating } from '../../src/domain/rating.js';

describe('storeRating', () => {
  it('is 0 while unrated', () => {
    expect(storeRating(0, 0)).toBe(0);
  });

  it('is the average of the stars in hundredths, rounded half up', () => {
    expect(storeRating(5, 1)).toBe(500);
    expect(storeRating(1, 1)).toBe(100);
    expect(storeRating(9, 2)).toBe(450);
    // 13 / 3 = 4.3333… → 433; 14 / 3 = 4.6666… → 467.
    expect(storeRating(13, 3)).toBe(433);
    expect(storeRating(14, 3)).toBe(467);
    // 33 / 8 = 4.125 → 412.5 → 413 (half up, exactly: no floating point on the way).
    expect(storeRating(33, 8)).toBe(413);
  });

  it('stays within 100 and 500 for any number of reviews of 1 to 5 stars', () => {
    expect(storeRating(1_000_000, 1_000_000)).toBe(100);
    expect(storeRating(5_000_000, 1_000_000)).toBe(500);
  });
});
