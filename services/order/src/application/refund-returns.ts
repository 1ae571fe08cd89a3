import { defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { claimOrders } from '../db/order-repository.js';
import { refundOrder } from './order-changes.js';

/** Job step: approved returns whose goods are back (after the delay) are refunded and restocked. */
export function refundReturns(deps: Collaborators) {
  return defineCommand(
    'RefundReturns',
    async ({ em, now }, request: { batch: number; receiptDelayMs: number }): Promise<number> => {
      const orders = await claimOrders(em, { status: 'return_approved', returnDecidedAt: { $lte: new Date(now.getTime() - request.receiptDelayMs) } }, request.batch);
      for (const order of orders) {
        await deps.catalog.releaseStock({ reservationId: order.id });
        refundOrder(em, order, now, 'return');
      }
      return orders.length;
    },
    { withoutKeyBecause: 'a job step; each order changes state once' },
  );
}
