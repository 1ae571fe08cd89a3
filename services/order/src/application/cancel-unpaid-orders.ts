import { defineCommand } from '@shop/service-kit';
import { claimOrders } from '../db/order-repository.js';
import { cancelOrder } from './shared/order-changes.js';
import type { StartStockRelease } from './workflows/index.js';

/** Job step: unpaid orders past their pay deadline cancel; their stock goes back once that is committed. */
export function cancelUnpaidOrders(startStockRelease: StartStockRelease) {
  return defineCommand(
    'CancelUnpaidOrders',
    async (context, request: { batch: number }): Promise<number> => {
      const orders = await claimOrders(context.em, { status: 'pending_payment', placedAt: { $ne: null }, payDeadline: { $lte: context.now } }, request.batch);
      for (const order of orders) {
        cancelOrder(order, context.now);
        await startStockRelease(context, order.id);
      }
      return orders.length;
    },
    { withoutKeyBecause: 'a job step; each order changes state once' },
  );
}
