import type { orderV1 } from '@shop/contracts';
import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { findCartLine } from '../db/cart-repository.js';
import { updatedQuantity } from '../domain/cart-rules.js';
import { cartView } from './cart-view.js';
import { userOf } from './callers.js';

/** Sets a line's quantity (bounded by the stock) and whether it is selected. */
export function updateCartLine(deps: Collaborators) {
  return defineCommand(
    'UpdateCartLine',
    async ({ em, caller }, request: { line: { productId: number; storeId: number } | undefined; quantity: number; selected: boolean; lang: string }): Promise<{ cart: orderV1.Cart }> => {
      const userId = userOf(caller);
      const line = request.line && (await findCartLine(em, userId, request.line.storeId, request.line.productId));
      if (!line) throw new AppError('NOT_FOUND', orderReasons.cartLineNotFound);
      if (request.quantity !== line.quantity) {
        const { products } = await deps.catalog.getOrderableProducts({ items: [{ productId: line.productId, storeId: line.storeId }], lang: request.lang });
        const quantity = updatedQuantity(request.quantity, products[0]?.stock ?? 0);
        if (typeof quantity === 'string') throw new AppError(quantity === orderReasons.invalidQuantity ? 'INVALID_ARGUMENT' : 'FAILED_PRECONDITION', quantity);
        line.quantity = quantity;
      }
      line.selected = request.selected;
      await em.flush();
      return { cart: await cartView(em, deps, userId, request.lang) };
    },
  );
}
