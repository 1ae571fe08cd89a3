import { defineQuery, encodeCursor } from '@shop/service-kit';
import { findCollectionPage } from '../db/collection-repository.js';
import type { ProductRecord } from '../db/product-repository.js';
import { resolveLanguage } from '../domain/language.js';
import { SHOPPER_LIST_PAGE } from '../domain/shopper-lists.js';
import { afterCursor, limitOf, shopperOf } from './shared/ids.js';
import { withProducts } from './shared/with-products.js';

export interface CollectionPage {
  items: { product: ProductRecord; collectedAt: Date; storeId: number | null }[];
  /** Empty on the last page. */
  nextCursor: string;
}

/** One keyset page of the shopper's collection, most recently collected first, texts in the caller's language. */
export const listCollection = defineQuery('ListCollection', async ({ em, caller }, request: { cursor: string; limit: number; lang: string }): Promise<CollectionPage> => {
  const userId = shopperOf(caller);
  const page = await findCollectionPage(em, { userId, after: afterCursor(request.cursor), limit: limitOf(request.limit, SHOPPER_LIST_PAGE) });
  const last = page.items.at(-1);
  return {
    items: await withProducts(em, page.items, resolveLanguage(request.lang)),
    nextCursor: page.more && last ? encodeCursor(last.collectedAt, last.productId) : '',
  };
});
