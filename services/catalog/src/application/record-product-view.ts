import { catalogReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { productExists } from '../db/product-repository.js';
import { publishProductViewed } from '../events/publish/product-viewed.js';
import { assertProductId } from './shared/ids.js';

/** A product page was opened: publishes ProductViewed once per idempotency key, naming the asserted viewer. */
export const recordProductView = defineCommand('RecordProductView', async ({ em, caller }, request: { productId: number }) => {
  assertProductId(request.productId);
  if (!(await productExists(em, request.productId))) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  publishProductViewed(em, request.productId, caller.userId);
});
