import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { en } from './locales/en';
import { ind } from './locales/ind';
import { zh } from './locales/zh';

export const NAMESPACE = 'shopper';

/**
 * Adds this micro-frontend's texts to the page's shared i18next instance, once, before any of
 * its pages renders.
 */
function registerNamespace(): void {
  if (i18next.hasResourceBundle('ind', NAMESPACE)) return;
  for (const [lng, resources] of Object.entries({ en, zh, ind })) i18next.addResourceBundle(lng, NAMESPACE, resources, true, true);
}

export function useShopperTranslation() {
  registerNamespace();
  return useTranslation(NAMESPACE);
}
