import { CART_MAX_LINES, orderReasons } from '@shop/contracts';
import { AppError, defineCommand, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { removeCartLines as deleteLines } from '../db/cart-repository.js';
import { cartChange, type CartChange } from './cart-view.js';
import { userOf } from './shared/callers.js';

type RemoveRequest = { lines: { productId: number; storeId: number }[]; lang: string };

/** Removes lines from the cart (those not in it are ignored). */
export function removeCartLines(runner: UseCaseRunner, deps: Collaborators): CartChange<RemoveRequest> {
  return cartChange(runner, deps, {
    command: () =>
      defineCommand('RemoveCartLines', async ({ em, caller }, request: RemoveRequest): Promise<void> => {
        if (request.lines.length > CART_MAX_LINES) throw new AppError('INVALID_ARGUMENT', orderReasons.cartLineNotFound);
        await deleteLines(em, userOf(caller), request.lines);
      }),
  });
}
