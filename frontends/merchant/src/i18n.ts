import { createAreaTexts } from '@shop/web-core';
import type home from './locales/en/home';

/** The merchant's texts come in areas, one namespace each, so a page downloads only its own. */
interface MerchantTexts {
  home: typeof home;
}

export type MerchantArea = keyof MerchantTexts;

/** `t` for one area of the merchant's texts; a key that does not exist fails type-check. */
export const useMerchantTexts = createAreaTexts<MerchantTexts>('merchant', (locale, area) => import(`./locales/${locale}/${area}.ts`));
