import { describe, expect, it } from '@jest/globals';
import { categoryLevel } from '../../src/domain/categories.js';
import { SearchTally, TALLY_FLUSH_MS, TALLY_MAX_KEYWORDS } from '../../src/domain/search-tally.js';

describe('the search tally', () => {
  it('counts folded keywords per language and hands them over once due', () => {
    const tally = new SearchTally();
    expect(tally.drainIfDue(0)).toEqual([]);
    tally.count('ind', 'Batik ');
    tally.count('ind', 'batik');
    tally.count('en', 'batik');
    tally.count('en', '   ');
    expect(tally.drainIfDue(0)).toEqual([
      { lang: 'ind', keyword: 'batik', searches: 2 },
      { lang: 'en', keyword: 'batik', searches: 1 },
    ]);
    tally.count('en', 'tas');
    expect(tally.drainIfDue(TALLY_FLUSH_MS - 1)).toEqual([]);
    expect(tally.drainIfDue(TALLY_FLUSH_MS)).toEqual([{ lang: 'en', keyword: 'tas', searches: 1 }]);
  });

  it('holds a bounded number of distinct keywords, still counting the ones it holds', () => {
    const tally = new SearchTally();
    for (let i = 0; i < TALLY_MAX_KEYWORDS + 10; i++) tally.count('en', `k${i}`);
    tally.count('en', 'k0');
    const drained = tally.drainIfDue(0);
    expect(drained).toHaveLength(TALLY_MAX_KEYWORDS);
    expect(drained[0]).toEqual({ lang: 'en', keyword: 'k0', searches: 2 });
  });
});

describe('category levels', () => {
  it('tell top-level categories from subcategories', () => {
    expect(categoryLevel(29)).toBe('top');
    expect(categoryLevel(2901)).toBe('sub');
    expect(categoryLevel(12345)).toBeUndefined();
  });
});
