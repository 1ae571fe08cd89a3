import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';

const deliveryStep = (order: OrderRecord, now: Date) => ({
  orderId: order.id,
  orderNo: order.orderNo,
  buyerId: order.buyerId,
  storeOwnerId: order.storeOwnerId,
  at: now.toISOString(),
});

/** An order shipped (pending receipt) with its tracking number, in the transaction that ships it: messages tells the buyer. */
export function publishOrderShipped(em: EntityManager, order: OrderRecord, now: Date): void {
  recordEvent(em, 'order.order.shipped.v1', order.id, { ...deliveryStep(order, now), trackingNo: order.trackingNumber });
}

/**
 * An order counts as received (pending review: confirmed by the buyer, or the receipt period
 * over), in the transaction that moves it: messages tells the buyer and the store's owner.
 */
export function publishOrderDelivered(em: EntityManager, order: OrderRecord, now: Date): void {
  recordEvent(em, 'order.order.delivered.v1', order.id, deliveryStep(order, now));
}
