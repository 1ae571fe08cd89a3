import { catalogReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { resolveLanguage } from '../domain/language.js';
import { findSellerStoreId } from '../db/listing-repository.js';
import { findProduct } from '../db/product-repository.js';
import { assertProductId, assertStoreId } from './shared/ids.js';

/** A product in the caller's language, and the store that sells it on its page (see GetProductRequest). */
export const getProduct = defineQuery('GetProduct', async ({ em }, request: { id: number; lang: string; storeId: number }) => {
  assertProductId(request.id);
  if (request.storeId !== 0) assertStoreId(request.storeId);
  const [product, sellerStoreId] = await Promise.all([
    findProduct(em, request.id, resolveLanguage(request.lang)),
    findSellerStoreId(em, request.id, request.storeId || undefined),
  ]);
  if (!product) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  return { product, sellerStoreId: sellerStoreId ?? 0 };
});
