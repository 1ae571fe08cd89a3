import { describe, expect, it } from '@jest/globals';
import { ratingSummary } from '../../src/domain/rating.js';

describe('rating summaries', () => {
  it('count the reviews and average them in tenths of a star, rounded half up', () => {
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({ reviewCount: 0, averageTenths: 0, starCounts: [0, 0, 0, 0, 0] });
    expect(ratingSummary([0, 0, 0, 0, 3])).toMatchObject({ reviewCount: 3, averageTenths: 50 });
    expect(ratingSummary([1, 0, 0, 0, 1])).toMatchObject({ reviewCount: 2, averageTenths: 30 });
    expect(ratingSummary([17, 0, 0, 0, 3])).toMatchObject({ reviewCount: 20, averageTenths: 16 });
    // 14 / 3 = 4.666… and 25 / 8 = 3.125: to the nearest tenth.
    expect(ratingSummary([0, 0, 0, 1, 2]).averageTenths).toBe(47);
    expect(ratingSummary([0, 0, 7, 1, 0]).averageTenths).toBe(31);
    // 9 / 2 = 4.5 exactly, and 13 / 4 = 3.25: a half rounds up.
    expect(ratingSummary([0, 0, 0, 1, 1]).averageTenths).toBe(45);
    expect(ratingSummary([0, 0, 3, 1, 0]).averageTenths).toBe(33);
  });
});
