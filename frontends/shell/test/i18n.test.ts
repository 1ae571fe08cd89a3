import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import { en } from '../src/locales/en';
import { ind } from '../src/locales/ind';
import { zh } from '../src/locales/zh';

describe('shell texts', () => {
  it('has every key in en, zh and ind, none empty', () => {
    expect(missingTranslations({ en, zh, ind })).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations({ en, zh, ind })).toEqual([]);
  });
});
