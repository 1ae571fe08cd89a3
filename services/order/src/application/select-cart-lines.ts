import type { orderV1 } from '@shop/contracts';
import { defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { selectCartLines as setSelected } from '../db/cart-repository.js';
import { cartView } from './cart-view.js';
import { userOf } from './callers.js';

/** Selects or deselects every line of the cart, or of one store (store id 0: every store). */
export function selectCartLines(deps: Collaborators) {
  return defineCommand('SelectCartLines', async ({ em, caller }, request: { storeId: number; selected: boolean; lang: string }): Promise<{ cart: orderV1.Cart }> => {
    const userId = userOf(caller);
    await setSelected(em, userId, request.storeId === 0 ? undefined : request.storeId, request.selected);
    return { cart: await cartView(em, deps, userId, request.lang) };
  });
}
