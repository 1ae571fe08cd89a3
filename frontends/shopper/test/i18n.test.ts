import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import { en } from '../src/locales/en';
import { ind } from '../src/locales/ind';
import { zh } from '../src/locales/zh';

describe('shopper texts', () => {
  it('has every key in en, zh and ind, none empty', () => {
    expect(missingTranslations({ en, zh, ind })).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations({ en, zh, ind })).toEqual([]);
  });

  it('states the delivery promise and the return policy of the spec in every language', () => {
    expect(en.home.promises).toEqual({ delivery: 'Delivery in 2-7 business days', returns: '7-day free returns', replacement: '15-day replacement guarantee' });
    for (const faq of [en.faq, zh.faq, ind.faq]) expect(faq.items).toHaveLength(en.faq.items.length);
    expect(en.faq.items.map((item) => item.a).join(' ')).toMatch(/within 7 days.*seller must approve the return and the refund/i);
    expect(en.faq.items.map((item) => item.a).join(' ')).toMatch(/warranty has expired can still use the return policy/i);
  });
});
