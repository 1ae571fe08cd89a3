import { randomInt } from 'node:crypto';
import { defineCommand } from '@shop/service-kit';
import { claimOrders } from '../db/order-repository.js';
import { publishOrderShipped } from '../events/publish/order-delivery.js';

/** A carrier's tracking number: SPX and 12 digits. */
export function newTrackingNumber(random: (max: number) => number = randomInt): string {
  return `SPX${Array.from({ length: 12 }, () => random(10)).join('')}`;
}

/** Job step (fulfilment): orders awaiting shipment whose goods cost is paid are shipped (order.order.shipped.v1). */
export const shipOrders = defineCommand(
  'ShipOrders',
  async ({ em, now }, request: { batch: number }): Promise<number> => {
    const orders = await claimOrders(em, { status: 'pending_shipment', goodsCostStatus: 'paid' }, request.batch);
    for (const order of orders) {
      order.status = 'pending_receipt';
      order.trackingNumber = newTrackingNumber();
      order.shippedAt = now;
      order.updatedAt = now;
      publishOrderShipped(em, order, now);
    }
    return orders.length;
  },
  { withoutKeyBecause: 'a job step; each order changes state once' },
);
