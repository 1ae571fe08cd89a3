import { defineCommand } from '@shop/service-kit';
import { claimOrders } from '../db/order-repository.js';
import { completeOrder } from './shared/order-changes.js';

/** Job step: received orders left unreviewed past the return window complete. */
export const completeOrders = defineCommand(
  'CompleteOrders',
  async ({ em, now }, request: { batch: number; returnWindowMs: number }): Promise<number> => {
    const orders = await claimOrders(em, { status: 'pending_review', receivedAt: { $lte: new Date(now.getTime() - request.returnWindowMs) } }, request.batch);
    for (const order of orders) completeOrder(em, order, now);
    return orders.length;
  },
  { withoutKeyBecause: 'a job step; each order changes state once' },
);
