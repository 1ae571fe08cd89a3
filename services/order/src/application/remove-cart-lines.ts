import type { orderV1 } from '@shop/contracts';
import { CART_MAX_LINES, orderReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { removeCartLines as deleteLines } from '../db/cart-repository.js';
import { cartView } from './cart-view.js';
import { userOf } from './callers.js';

/** Removes lines from the cart (those not in it are ignored). */
export function removeCartLines(deps: Collaborators) {
  return defineCommand('RemoveCartLines', async ({ em, caller }, request: { lines: { productId: number; storeId: number }[]; lang: string }): Promise<{ cart: orderV1.Cart }> => {
    const userId = userOf(caller);
    if (request.lines.length > CART_MAX_LINES) throw new AppError('INVALID_ARGUMENT', orderReasons.cartLineNotFound);
    await deleteLines(em, userId, request.lines);
    return { cart: await cartView(em, deps, userId, request.lang) };
  });
}
