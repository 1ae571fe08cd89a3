import { defineQuery } from '@shop/service-kit';
import { isCollected } from '../db/collection-repository.js';
import { assertProductId, shopperOf } from './shared/ids.js';

/** Whether the shopper collected the product (a product page's collect button). */
export const getCollectionState = defineQuery('GetCollectionState', async ({ em, caller }, request: { productId: number }): Promise<{ collected: boolean }> => {
  assertProductId(request.productId);
  return { collected: await isCollected(em, shopperOf(caller), request.productId) };
});
