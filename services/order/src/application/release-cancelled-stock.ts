import { defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { claimOrders } from '../db/order-repository.js';

/**
 * Cancelled orders whose stock is not back yet (all, or those of `orderIds`): each reservation is
 * released at the catalog, then the order marked released. Releasing is idempotent, so a batch
 * that fails part way (the catalog down) is simply taken again; a cancelled order is never paid,
 * so nothing can take its stock meanwhile.
 */
export function releaseCancelledStock(deps: Collaborators) {
  return defineCommand(
    'ReleaseCancelledStock',
    async ({ em, now }, request: { batch: number; orderIds?: string[] }): Promise<number> => {
      const orders = await claimOrders(em, { status: 'cancelled', stockReleasedAt: null, ...(request.orderIds ? { id: { $in: request.orderIds } } : {}) }, request.batch);
      for (const order of orders) {
        await deps.catalog.releaseStock({ reservationId: order.id });
        order.stockReleasedAt = now;
      }
      return orders.length;
    },
    { withoutKeyBecause: 'releasing stock already back changes nothing' },
  );
}
