import { createAreaTexts } from '@shop/web-core';
import type bank from './locales/en/bank';
import type common from './locales/en/common';
import type fund from './locales/en/fund';
import type home from './locales/en/home';
import type money from './locales/en/money';
import type orders from './locales/en/orders';
import type products from './locales/en/products';
import type recharge from './locales/en/recharge';
import type shops from './locales/en/shops';
import type store from './locales/en/store';
import type withdraw from './locales/en/withdraw';

/** The merchant's texts come in areas, one namespace each, so a page downloads only its own. */
interface MerchantTexts {
  common: typeof common;
  home: typeof home;
  store: typeof store;
  products: typeof products;
  shops: typeof shops;
  money: typeof money;
  recharge: typeof recharge;
  bank: typeof bank;
  withdraw: typeof withdraw;
  fund: typeof fund;
  orders: typeof orders;
}

export type MerchantArea = keyof MerchantTexts;

/** `t` for one area of the merchant's texts; a key that does not exist fails type-check. */
export const useMerchantTexts = createAreaTexts<MerchantTexts>('merchant', (locale, area) => import(`./locales/${locale}/${area}.ts`));
