import { catalogReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { findOrderableProducts, type OrderableProduct } from '../db/stock-repository.js';
import { resolveLanguage } from '../domain/language.js';
import { assertProductId, assertStoreId } from './shared/ids.js';

/** How many products one call answers (a cart's lines, a checkout's items). */
export const ORDERABLE_BATCH_MAX = 100;

/** The order service: products as stores sell them now (carts, quotes, order snapshots), in one statement. */
export const getOrderableProducts = defineQuery(
  'GetOrderableProducts',
  async ({ em }, request: { items: { productId: number; storeId: number }[]; lang: string }): Promise<OrderableProduct[]> => {
    if (request.items.length > ORDERABLE_BATCH_MAX) throw new AppError('INVALID_ARGUMENT', catalogReasons.tooManyItems);
    for (const item of request.items) {
      assertProductId(item.productId);
      assertStoreId(item.storeId);
    }
    return findOrderableProducts(em, request.items, resolveLanguage(request.lang));
  },
);
