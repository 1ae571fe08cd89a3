import { defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { CustomerOrder } from '../db/entities.js';
import { claimOrders } from '../db/order-repository.js';

/** Job step: orders left placing too long (a crash between storing and reserving) are released and dropped. */
export function sweepPlacingOrders(deps: Collaborators) {
  return defineCommand(
    'SweepPlacingOrders',
    async ({ em, now }, request: { batch: number; placingTimeoutMs: number }): Promise<number> => {
      const orders = await claimOrders(em, { placedAt: null, createdAt: { $lte: new Date(now.getTime() - request.placingTimeoutMs) } }, request.batch);
      for (const order of orders) await deps.catalog.releaseStock({ reservationId: order.id });
      if (orders.length > 0) await em.nativeDelete(CustomerOrder, { id: { $in: orders.map((order) => order.id) } });
      return orders.length;
    },
    { withoutKeyBecause: 'a job step; dropping a dropped order changes nothing' },
  );
}
