import { defineCommand } from '@shop/service-kit';
import { bumpStoreCollection, deleteCollection } from '../db/collection-repository.js';
import { publishCollectionChanged } from '../events/publish/collection-changed.js';
import { assertProductId, shopperOf } from './shared/ids.js';

/** The shopper uncollects a product, uncounted from the store it counted for; uncollecting one not collected changes nothing and publishes nothing. */
export const uncollectProduct = defineCommand('UncollectProduct', async ({ em, caller }, request: { productId: number }): Promise<{ collected: false }> => {
  const userId = shopperOf(caller);
  assertProductId(request.productId);
  const removed = await deleteCollection(em, userId, request.productId);
  if (!removed) return { collected: false };
  const storeState = removed.storeId === null ? undefined : await bumpStoreCollection(em, removed.storeId, -1);
  publishCollectionChanged(em, 'catalog.product.uncollected.v1', { userId, productId: request.productId, storeId: removed.storeId, storeState });
  return { collected: false };
});
