import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import enAccount from '../src/locales/en/account';
import enFaq from '../src/locales/en/faq';
import enHome from '../src/locales/en/home';
import indAccount from '../src/locales/ind/account';
import indFaq from '../src/locales/ind/faq';
import indHome from '../src/locales/ind/home';
import zhAccount from '../src/locales/zh/account';
import zhFaq from '../src/locales/zh/faq';
import zhHome from '../src/locales/zh/home';

const areas = {
  home: { en: enHome, zh: zhHome, ind: indHome },
  account: { en: enAccount, zh: zhAccount, ind: indAccount },
  faq: { en: enFaq, zh: zhFaq, ind: indFaq },
};

describe('shopper texts', () => {
  it.each(Object.entries(areas))('%s has every key in en, zh and ind, none empty', (_area, texts) => {
    expect(missingTranslations(texts)).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations(texts)).toEqual([]);
  });

  it('states the delivery promise and the return policy of the spec in every language', () => {
    expect(enHome.promises).toEqual({ delivery: 'Delivery in 2-7 business days', returns: '7-day free returns', replacement: '15-day replacement guarantee' });
    for (const faq of [enFaq, zhFaq, indFaq]) expect(faq.items).toHaveLength(enFaq.items.length);
    expect(enFaq.items.map((item) => item.a).join(' ')).toMatch(/within 7 days.*seller must approve the return and the refund/i);
    expect(enFaq.items.map((item) => item.a).join(' ')).toMatch(/warranty has expired can still use the return policy/i);
  });
});
