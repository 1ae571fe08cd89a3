import { describe, expect, it } from '@jest/globals';
import { levelThresholds, storeLevel, type StoreStatistics } from '../../src/domain/level.js';
import { overallScore, storeScores } from '../../src/domain/overall.js';

const nothing: StoreStatistics = { sales: 0, rating: 0, visits: 0, collections: 0, productCount: 0 };

describe('storeLevel', () => {
  it('starts at 1', () => {
    expect(storeLevel(nothing)).toBe(1);
  });

  it('reaches each level exactly at its thresholds, and not one short of any of them', () => {
    for (const { level, ...threshold } of levelThresholds) {
      expect(storeLevel(threshold)).toBe(level);
      for (const key of Object.keys(threshold) as (keyof StoreStatistics)[]) {
        if (threshold[key] === 0) continue;
        expect(storeLevel({ ...threshold, [key]: threshold[key] - 1 })).toBe(level - 1);
      }
    }
  });

  it('is cumulative: a huge figure alone does not skip levels', () => {
    expect(storeLevel({ ...nothing, visits: 10_000_000 })).toBe(1);
    expect(storeLevel({ productCount: 500, visits: 500_000, sales: 50_000, collections: 50_000, rating: 0 })).toBe(3);
    expect(storeLevel({ productCount: 500, visits: 500_000, sales: 50_000, collections: 50_000, rating: 500 })).toBe(5);
  });
});

describe('overallScore', () => {
  it('is a non-negative integer that grows with every statistic', () => {
    const base: StoreStatistics = { sales: 10, rating: 400, visits: 100, collections: 10, productCount: 5 };
    const score = overallScore(base);
    expect(Number.isInteger(score)).toBe(true);
    expect(overallScore(nothing)).toBe(1000);
    for (const key of Object.keys(base) as (keyof StoreStatistics)[]) {
      expect(overallScore({ ...base, [key]: base[key] + 50 })).toBeGreaterThan(score);
    }
  });

  it('follows the documented formula', () => {
    const stats = { sales: 999, rating: 450, visits: 9_999, collections: 99, productCount: 9 };
    // 4·3 + 2·4 + 2·2 + 1 + 4.5 + level 2 (5 products, 100 visits)
    expect(storeScores(stats)).toEqual({ level: 2, overall: Math.round(1000 * (12 + 8 + 4 + 1 + 4.5 + 2)) });
  });
});
