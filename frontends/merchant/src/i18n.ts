import { createAreaTexts } from '@shop/web-core';
import type common from './locales/en/common';
import type home from './locales/en/home';
import type products from './locales/en/products';
import type shops from './locales/en/shops';
import type store from './locales/en/store';

/** The merchant's texts come in areas, one namespace each, so a page downloads only its own. */
interface MerchantTexts {
  common: typeof common;
  home: typeof home;
  store: typeof store;
  products: typeof products;
  shops: typeof shops;
}

export type MerchantArea = keyof MerchantTexts;

/** `t` for one area of the merchant's texts; a key that does not exist fails type-check. */
export const useMerchantTexts = createAreaTexts<MerchantTexts>('merchant', (locale, area) => import(`./locales/${locale}/${area}.ts`));
