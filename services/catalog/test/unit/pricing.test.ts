import { describe, expect, it } from '@jest/globals';
import { listPriceOf } from '../../src/domain/pricing.js';

describe('listPriceOf', () => {
  it('is the price the discount was taken off', () => {
    expect(listPriceOf(189_000, 20)).toBe(236_250);
    expect(listPriceOf(75_000, 25)).toBe(100_000);
  });

  it('rounds half up to whole rupiah', () => {
    // 11 / 0.88 = 12.5; 100 / 0.97 = 103.09…; 150 / 0.7 = 214.28…; 1 / 0.6 = 1.666…
    expect(listPriceOf(11, 12)).toBe(13);
    expect(listPriceOf(100, 3)).toBe(103);
    expect(listPriceOf(150, 30)).toBe(214);
    expect(listPriceOf(1, 40)).toBe(2);
    // 49 / 0.98 = 50 exactly; 99 / 0.66 = 150 exactly.
    expect(listPriceOf(49, 2)).toBe(50);
    expect(listPriceOf(99, 34)).toBe(150);
  });

  it('is the price itself without a usable discount', () => {
    expect(listPriceOf(189_000, 0)).toBe(189_000);
    expect(listPriceOf(189_000, 100)).toBe(189_000);
    expect(listPriceOf(0, 50)).toBe(0);
  });
});
