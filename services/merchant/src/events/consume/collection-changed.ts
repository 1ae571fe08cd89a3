import type { EventHandler } from '@shop/service-kit';
import { applyCatalogCount } from '../../db/store-repository.js';

/**
 * Keeps the catalog's count of the store's collections, from the newest collection version seen
 * (collected and uncollected alike carry the count after the change); a product collected with
 * no store behind it counts for none.
 */
export const onCollectionChanged: EventHandler<'catalog.product.collected.v1' | 'catalog.product.uncollected.v1'> = async (event, em) => {
  const { storeId, storeCollectionCount, version } = event.payload;
  if (storeId === null) return;
  await applyCatalogCount(em, 'collections', { storeId: Number(storeId), count: storeCollectionCount, version });
};
