import { createAreaTexts } from '@shop/web-core';

/** The shopper's texts come in areas, one namespace each, so a page downloads only its own. */
export type ShopperArea = 'home' | 'account' | 'faq' | 'forms' | 'auth' | 'settings' | 'delivery';

/** `t` for one area of the shopper's texts, e.g. `useShopperTexts('home').t('greeting')`. */
export const useShopperTexts = createAreaTexts<ShopperArea>('shopper', (locale, area) => import(`./locales/${locale}/${area}.ts`));
