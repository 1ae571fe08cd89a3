import type { orderV1 } from '@shop/contracts';
import { catalogReasons, orderReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { addCartLine, countCartLines, findCartLine } from '../db/cart-repository.js';
import { addedQuantity } from '../domain/cart-rules.js';
import { cartView } from './cart-view.js';
import { userOf } from './callers.js';
import { activeStores } from './stores.js';

/**
 * Adds a quantity of a product a store sells (onto its line when there is one, selected), bounded by
 * the stock and the cart's size. Not from the shopper's own store.
 */
export function addToCart(deps: Collaborators) {
  return defineCommand('AddToCart', async ({ em, now, caller }, request: { productId: number; storeId: number; quantity: number; lang: string }): Promise<{ cart: orderV1.Cart }> => {
    const userId = userOf(caller);
    if (!Number.isSafeInteger(request.productId) || request.productId <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidProductId);
    if (!Number.isSafeInteger(request.storeId) || request.storeId <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidStoreId);
    const [{ products }, stores] = await Promise.all([
      deps.catalog.getOrderableProducts({ items: [{ productId: request.productId, storeId: request.storeId }], lang: request.lang }),
      activeStores(deps.merchant, [request.storeId]),
    ]);
    const product = products[0];
    const store = stores.get(request.storeId);
    if (!product?.found || !product.listed || !store) throw new AppError('FAILED_PRECONDITION', orderReasons.productUnavailable);
    if (store.ownerId === userId) throw new AppError('FAILED_PRECONDITION', orderReasons.ownStoreProduct);
    const line = await findCartLine(em, userId, request.storeId, request.productId);
    const quantity = addedQuantity({ current: line?.quantity ?? 0, adding: request.quantity, stock: product.stock, lines: await countCartLines(em, userId) });
    if (typeof quantity === 'string') throw new AppError(quantity === orderReasons.invalidQuantity ? 'INVALID_ARGUMENT' : 'FAILED_PRECONDITION', quantity);
    if (line) {
      line.quantity = quantity;
      line.selected = true;
    } else {
      addCartLine(em, { userId, storeId: request.storeId, productId: request.productId, quantity, selected: true, addedAt: now });
    }
    await em.flush();
    return { cart: await cartView(em, deps, userId, request.lang) };
  });
}
