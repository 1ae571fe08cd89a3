import { describe, expect, it } from '@jest/globals';
import { resolveLanguage } from '../../src/domain/language.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toPage } from '../../src/domain/paging.js';

describe('toPage', () => {
  it('takes the defaults for unset (zero) values', () => {
    expect(toPage(0, 0)).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, offset: 0 });
  });

  it('computes the offset of a later page', () => {
    expect(toPage(3, 10)).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });

  it.each([
    [-1, 10, 'invalid_page'],
    [1.5, 10, 'invalid_page'],
    [10_001, 10, 'invalid_page'],
    [1, -5, 'invalid_page_size'],
    [1, MAX_PAGE_SIZE + 1, 'invalid_page_size'],
  ])('rejects page %p size %p as %p', (page, size, problem) => {
    expect(toPage(page, size)).toBe(problem);
  });
});

describe('resolveLanguage', () => {
  it('keeps a supported language and falls back to Indonesian', () => {
    expect(resolveLanguage('zh')).toBe('zh');
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('fr')).toBe('ind');
    expect(resolveLanguage(undefined)).toBe('ind');
  });
});
