import { describe, expect, it } from '@jest/globals';
import { foldStoreName, foldForSearch } from '../src/index.js';

describe('foldForSearch', () => {
  it('drops accents, folds case and compatibility forms, collapses spaces', () => {
    expect(foldForSearch('  Kafé   ÁNDA ')).toBe('kafe anda');
    expect(foldForSearch('ＡＢＣ')).toBe('abc');
    expect(foldForSearch('Kemeja Batik 男装')).toBe('kemeja batik 男装');
  });

  it('is how store names compare', () => {
    expect(foldStoreName('Toko Ánda')).toBe(foldForSearch('toko  anda'));
  });
});
