import { defineQuery, encodeCursor } from '@shop/service-kit';
import { findFootprintPage } from '../db/footprint-repository.js';
import type { ProductRecord } from '../db/product-repository.js';
import { resolveLanguage } from '../domain/language.js';
import { SHOPPER_LIST_PAGE } from '../domain/shopper-lists.js';
import { afterCursor, limitOf, shopperOf } from './shared/ids.js';
import { withProducts } from './shared/with-products.js';

export interface FootprintPage {
  items: { product: ProductRecord; viewedAt: Date }[];
  /** Empty on the last page. */
  nextCursor: string;
}

/** One keyset page of the shopper's footprint, each product once at its latest view, latest first. */
export const listFootprint = defineQuery('ListFootprint', async ({ em, caller }, request: { cursor: string; limit: number; lang: string }): Promise<FootprintPage> => {
  const userId = shopperOf(caller);
  const page = await findFootprintPage(em, { userId, after: afterCursor(request.cursor), limit: limitOf(request.limit, SHOPPER_LIST_PAGE) });
  const last = page.items.at(-1);
  return {
    items: await withProducts(em, page.items, resolveLanguage(request.lang)),
    nextCursor: page.more && last ? encodeCursor(last.viewedAt, last.productId) : '',
  };
});
