import { defineCommand } from '@shop/service-kit';
import { claimOrders } from '../db/order-repository.js';
import { cancelOrder } from './order-changes.js';

/** Job step: unpaid orders past their pay deadline cancel (their stock goes back in the next step, `releaseCancelledStock`). */
export const cancelUnpaidOrders = defineCommand(
  'CancelUnpaidOrders',
  async ({ em, now }, request: { batch: number }): Promise<number> => {
    const orders = await claimOrders(em, { status: 'pending_payment', placedAt: { $ne: null }, payDeadline: { $lte: now } }, request.batch);
    for (const order of orders) cancelOrder(order, now);
    return orders.length;
  },
  { withoutKeyBecause: 'a job step; each order changes state once' },
);
