import { defineCommand } from '@shop/service-kit';
import { claimOrders } from '../db/order-repository.js';
import { refundOrder } from './shared/order-changes.js';
import type { StartStockRelease } from './workflows/index.js';

/** Job step: approved returns whose goods are back (after the delay) are refunded, and their stock goes back on sale. */
export function refundReturns(startStockRelease: StartStockRelease) {
  return defineCommand(
    'RefundReturns',
    async (context, request: { batch: number; receiptDelayMs: number }): Promise<number> => {
      const orders = await claimOrders(context.em, { status: 'return_approved', returnDecidedAt: { $lte: new Date(context.now.getTime() - request.receiptDelayMs) } }, request.batch);
      for (const order of orders) {
        refundOrder(context.em, order, context.now, 'return');
        await startStockRelease(context, order.id);
      }
      return orders.length;
    },
    { withoutKeyBecause: 'a job step; each order changes state once' },
  );
}
