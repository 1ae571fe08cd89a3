import { useNamespace, type Locale } from '@shop/web-core';

/** The shopper's texts come in areas, one namespace each, so a page downloads only its own. */
export type ShopperArea = 'home' | 'account' | 'faq';

function loadTexts(area: ShopperArea) {
  // One chunk per area and locale: the page's language only.
  return (locale: Locale): Promise<object> => import(`./locales/${locale}/${area}.ts`).then((module: { default: object }) => module.default);
}

/** `t` for one area of the shopper's texts, e.g. `useShopperTexts('home').t('greeting')`. */
export function useShopperTexts(area: ShopperArea) {
  return useNamespace(`shopper-${area}`, loadTexts(area));
}
