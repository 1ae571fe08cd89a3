import { describe, expect, it } from '@jest/globals';
import { KEYWORD_MAX_LENGTH } from '@shop/contracts';
import { containsPattern, keywordProblem } from '../../src/domain/keyword.js';

describe('keywordProblem', () => {
  it('takes keywords up to the longest, counted in characters after trimming', () => {
    expect(keywordProblem('')).toBeUndefined();
    expect(keywordProblem(`  ${'a'.repeat(KEYWORD_MAX_LENGTH)}  `)).toBeUndefined();
    expect(keywordProblem('男'.repeat(KEYWORD_MAX_LENGTH))).toBeUndefined();
    expect(keywordProblem('a'.repeat(KEYWORD_MAX_LENGTH + 1))).toBe('invalid_keyword');
  });
});

describe('containsPattern', () => {
  it('matches the keyword anywhere, its wildcards taken literally', () => {
    expect(containsPattern('batik')).toBe('%batik%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
