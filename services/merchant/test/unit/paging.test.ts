import { describe, expect, it } from '@jest/globals';
import { nameQuery, pageLimit } from '../../src/domain/paging.js';
import { cursorValueKind, streetSortProblem, streetSorts } from '../../src/domain/street.js';

describe('page limits and name queries', () => {
  it('default to 20, allow 1-50', () => {
    expect(pageLimit(0)).toBe(20);
    expect(pageLimit(1)).toBe(1);
    expect(pageLimit(50)).toBe(50);
    expect(pageLimit(51)).toBe('invalid_limit');
    expect(pageLimit(-1)).toBe('invalid_limit');
  });

  it('fold the query as names are folded, and refuse one too long', () => {
    expect(nameQuery('  ÁNDA  ')).toBe('anda');
    expect(nameQuery('')).toBe('');
    expect(nameQuery('x'.repeat(41))).toBe('invalid_query');
  });
});

describe('street orders', () => {
  it('are seven; "new" pages by an instant, the others by a number', () => {
    expect(streetSorts).toHaveLength(7);
    expect(streetSorts.filter((sort) => cursorValueKind(sort) === 'instant')).toEqual(['new']);
    expect(streetSortProblem('overall')).toBeUndefined();
    expect(streetSortProblem('price')).toBe('invalid_sort');
  });
});
