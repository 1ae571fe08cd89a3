import { catalogReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { resolveLanguage } from '../domain/language.js';
import { findProduct } from '../db/product-repository.js';
import { assertProductId } from './ids.js';

export const getProduct = defineQuery('GetProduct', async ({ em }, request: { id: number; lang: string }) => {
  assertProductId(request.id);
  const product = await findProduct(em, request.id, resolveLanguage(request.lang));
  if (!product) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  return product;
});
