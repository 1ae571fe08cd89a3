import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import enHome from '../src/locales/en/home';
import indHome from '../src/locales/ind/home';
import zhHome from '../src/locales/zh/home';

describe('merchant texts', () => {
  it('home has every key in en, zh and ind, none empty', () => {
    const texts = { en: enHome, zh: zhHome, ind: indHome };
    expect(missingTranslations(texts)).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations(texts)).toEqual([]);
  });

  it('uses the spec message for a user without an approved store', () => {
    expect(enHome.notMerchant).toBe('Not yet a merchant');
  });
});
