import { useNamespace } from '@shop/web-core';
import { en } from './locales/en';
import { ind } from './locales/ind';
import { zh } from './locales/zh';

export const NAMESPACE = 'shopper';

/** This micro-frontend's texts, added to the page's shared i18next before its first page renders. */
export function useShopperTranslation() {
  return useNamespace(NAMESPACE, { en, zh, ind });
}
