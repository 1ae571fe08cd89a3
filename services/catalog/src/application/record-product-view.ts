import { catalogReasons } from '@shop/contracts';
import { AppError, defineCommand, recordEvent } from '@shop/service-kit';
import { productExists } from '../db/product-repository.js';
import { assertProductId } from './ids.js';

/** A product page was opened: publishes ProductViewed once per idempotency key, naming the asserted viewer. */
export const recordProductView = defineCommand('RecordProductView', async ({ em, caller }, request: { productId: number }) => {
  assertProductId(request.productId);
  if (!(await productExists(em, request.productId))) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  recordEvent(em, 'catalog.product.viewed.v1', String(request.productId), {
    productId: String(request.productId),
    viewerId: caller.userId ?? null,
  });
});
