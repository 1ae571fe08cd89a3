import { createAreaTexts } from '@shop/web-core';

/** The merchant's texts come in areas, one namespace each, so a page downloads only its own. */
export type MerchantArea = 'home';

/** `t` for one area of the merchant's texts. */
export const useMerchantTexts = createAreaTexts<MerchantArea>('merchant', (locale, area) => import(`./locales/${locale}/${area}.ts`));
