import { catalogReasons, orderReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { addCartLine, countCartLines, findCartLine, findCartLines, lockCart } from '../db/cart-repository.js';
import { addedQuantity } from '../domain/cart-rules.js';
import { cartCatalog, cartChange, type CartChange, productOf, type CartCatalog } from './cart-view.js';
import { userOf } from './shared/callers.js';

type AddRequest = { productId: number; storeId: number; quantity: number; lang: string };

/**
 * Adds a quantity of a product a store sells (onto its line when there is one, selected), bounded by
 * the stock and the cart's size. Not from the shopper's own store. The product and its store are
 * asked with the rest of the cart's before the transaction, and the cart answered is composed from
 * that same answer: one GetOrderableProducts and one GetStore per store, none with a transaction open.
 * The line and the count are read under the cart's lock, so adds arriving together each add their
 * quantity and a full cart takes no new line.
 */
export function addToCart(runner: UseCaseRunner, deps: Collaborators): CartChange<AddRequest> {
  return cartChange(runner, deps, {
    ask: defineQuery('AskAddToCart', async ({ em, caller }, request: AddRequest) => {
      if (!Number.isSafeInteger(request.productId) || request.productId <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidProductId);
      if (!Number.isSafeInteger(request.storeId) || request.storeId <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidStoreId);
      return cartCatalog(deps, [...(await findCartLines(em, userOf(caller))), request], request.lang);
    }),
    command: (catalog: CartCatalog) =>
      defineCommand('AddToCart', async ({ em, now, caller }, request: AddRequest): Promise<void> => {
        const userId = userOf(caller);
        const product = productOf(catalog, request);
        const store = catalog.stores.get(request.storeId);
        if (!product?.found || !product.listed || !store) throw new AppError('FAILED_PRECONDITION', orderReasons.productUnavailable);
        if (store.ownerId === userId) throw new AppError('FAILED_PRECONDITION', orderReasons.ownStoreProduct);
        await lockCart(em, userId);
        const line = await findCartLine(em, userId, request.storeId, request.productId);
        const quantity = addedQuantity({ current: line?.quantity ?? 0, adding: request.quantity, stock: product.stock, lines: await countCartLines(em, userId) });
        if (typeof quantity === 'string') throw new AppError(quantity === orderReasons.invalidQuantity ? 'INVALID_ARGUMENT' : 'FAILED_PRECONDITION', quantity);
        if (line) {
          line.quantity = quantity;
          line.selected = true;
        } else {
          addCartLine(em, { userId, storeId: request.storeId, productId: request.productId, quantity, selected: true, addedAt: now });
        }
      }),
  });
}
