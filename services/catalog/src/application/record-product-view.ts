import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogReasons } from '@shop/contracts';
import { AppError, claimRequest, recordEvent } from '@shop/service-kit';
import { productExists } from '../db/product-repository.js';
import { assertProductId } from './get-product.js';

/** A product page was opened: publishes ProductViewed once per request id. */
export async function recordProductView(
  em: EntityManager,
  request: { requestId: string; productId: number; viewerId: string },
): Promise<void> {
  assertProductId(request.productId);
  await em.transactional(async (tx) => {
    if (!(await productExists(tx, request.productId))) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
    if (!(await claimRequest(tx, request.requestId, 'RecordProductView'))) return;
    recordEvent(tx, 'catalog.product.viewed.v1', String(request.productId), {
      productId: String(request.productId),
      viewerId: request.viewerId || null,
    });
  });
}
