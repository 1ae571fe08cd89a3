import { catalogReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { bumpStoreCollection, countCollected, insertCollection, isCollected } from '../db/collection-repository.js';
import { findSellerStoreId } from '../db/listing-repository.js';
import { productExists } from '../db/product-repository.js';
import { COLLECTION_CAPACITY } from '../domain/shopper-lists.js';
import { publishCollectionChanged } from '../events/publish/collection-changed.js';
import { assertProductId, assertStoreId, shopperOf } from './shared/ids.js';

/**
 * The shopper collects a product, counted for the store it was collected from when that store
 * lists it, else for its seller (none when no store lists it). Collecting it again changes nothing
 * and publishes nothing; concurrent collects insert one row (the primary key), so one counts.
 */
export const collectProduct = defineCommand('CollectProduct', async ({ em, now, caller }, request: { productId: number; storeId: number }): Promise<{ collected: true }> => {
  const userId = shopperOf(caller);
  assertProductId(request.productId);
  if (request.storeId !== 0) assertStoreId(request.storeId);
  if (!(await productExists(em, request.productId))) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  if ((await countCollected(em, userId, COLLECTION_CAPACITY)) >= COLLECTION_CAPACITY && !(await isCollected(em, userId, request.productId))) {
    throw new AppError('RESOURCE_EXHAUSTED', catalogReasons.collectionFull);
  }
  const storeId = (await findSellerStoreId(em, request.productId, request.storeId || undefined)) ?? null;
  if (!(await insertCollection(em, userId, { productId: request.productId, storeId, collectedAt: now }))) return { collected: true };
  const storeState = storeId === null ? undefined : await bumpStoreCollection(em, storeId, 1);
  publishCollectionChanged(em, 'catalog.product.collected.v1', { userId, productId: request.productId, storeId, storeState });
  return { collected: true };
});
