import type { orderV1 } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { cartView } from './cart-view.js';
import { userOf } from './shared/callers.js';

/** The shopper's cart, grouped by store, each line with the product as it is now. */
export function getCart(deps: Collaborators) {
  return defineQuery('GetCart', async ({ em, caller }, request: { lang: string }): Promise<{ cart: orderV1.Cart }> => ({ cart: await cartView(em, deps, userOf(caller), request.lang) }));
}
