import { createAreaTexts } from '@shop/web-core';
import type account from './locales/en/account';
import type auth from './locales/en/auth';
import type delivery from './locales/en/delivery';
import type faq from './locales/en/faq';
import type forms from './locales/en/forms';
import type home from './locales/en/home';
import type lists from './locales/en/lists';
import type notifications from './locales/en/notifications';
import type orders from './locales/en/orders';
import type product from './locales/en/product';
import type search from './locales/en/search';
import type settings from './locales/en/settings';

/** The shopper's texts come in areas, one namespace each, so a page downloads only its own. */
interface ShopperTexts {
  home: typeof home;
  account: typeof account;
  faq: typeof faq;
  forms: typeof forms;
  auth: typeof auth;
  settings: typeof settings;
  delivery: typeof delivery;
  product: typeof product;
  search: typeof search;
  lists: typeof lists;
  orders: typeof orders;
  notifications: typeof notifications;
}

export type ShopperArea = keyof ShopperTexts;

/** `t` for one area of the shopper's texts, e.g. `useShopperTexts('home').t('newTitle')`; a key that does not exist fails type-check. */
export const useShopperTexts = createAreaTexts<ShopperTexts>('shopper', (locale, area) => import(`./locales/${locale}/${area}.ts`));
