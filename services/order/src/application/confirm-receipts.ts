import { defineCommand } from '@shop/service-kit';
import { claimOrders } from '../db/order-repository.js';
import { publishOrderDelivered } from '../events/publish/order-delivery.js';

/** Job step: shipped orders past the receipt period count as received (order.order.delivered.v1). */
export const confirmReceipts = defineCommand(
  'ConfirmReceipts',
  async ({ em, now }, request: { batch: number; receiptPeriodMs: number }): Promise<number> => {
    const orders = await claimOrders(em, { status: 'pending_receipt', shippedAt: { $lte: new Date(now.getTime() - request.receiptPeriodMs) } }, request.batch);
    for (const order of orders) {
      order.status = 'pending_review';
      order.receivedAt = now;
      order.updatedAt = now;
      publishOrderDelivered(em, order, now);
    }
    return orders.length;
  },
  { withoutKeyBecause: 'a job step; each order changes state once' },
);
