import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { findCartLine, findCartLines, lockCart } from '../db/cart-repository.js';
import { updatedQuantity } from '../domain/cart-rules.js';
import { cartCatalog, cartChange, type CartChange, productOf, type CartCatalog } from './cart-view.js';
import { userOf } from './shared/callers.js';

type UpdateRequest = { line: { productId: number; storeId: number } | undefined; quantity: number; selected: boolean; lang: string };

/** Sets a line's quantity (bounded by the stock, asked with the rest of the cart's before the transaction) and whether it is selected. */
export function updateCartLine(runner: UseCaseRunner, deps: Collaborators): CartChange<UpdateRequest> {
  return cartChange(runner, deps, {
    ask: defineQuery('AskUpdateCartLine', async ({ em, caller }, request: UpdateRequest) =>
      cartCatalog(deps, [...(await findCartLines(em, userOf(caller))), ...(request.line ? [request.line] : [])], request.lang),
    ),
    command: (catalog: CartCatalog) =>
      defineCommand('UpdateCartLine', async ({ em, caller }, request: UpdateRequest): Promise<void> => {
        // After the adds before it, never in between: the quantity set is the one kept.
        await lockCart(em, userOf(caller));
        const line = request.line && (await findCartLine(em, userOf(caller), request.line.storeId, request.line.productId));
        if (!line) throw new AppError('NOT_FOUND', orderReasons.cartLineNotFound);
        if (request.quantity !== line.quantity) {
          const quantity = updatedQuantity(request.quantity, productOf(catalog, line)?.stock ?? 0);
          if (typeof quantity === 'string') throw new AppError(quantity === orderReasons.invalidQuantity ? 'INVALID_ARGUMENT' : 'FAILED_PRECONDITION', quantity);
          line.quantity = quantity;
        }
        line.selected = request.selected;
      }),
  });
}
