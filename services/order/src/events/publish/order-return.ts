import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';

/** A buyer asked for a return (of the order's total): messages tells the store's owner. */
export function publishReturnRequested(em: EntityManager, order: OrderRecord, now: Date): void {
  recordEvent(em, 'order.return.requested.v1', order.id, {
    orderId: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    storeOwnerId: order.storeOwnerId,
    amount: order.total,
    at: now.toISOString(),
  });
}

/** The store approved or refused a return: messages tells the buyer. */
export function publishReturnReviewed(em: EntityManager, order: OrderRecord, decision: 'approved' | 'refused', now: Date): void {
  recordEvent(em, 'order.return.reviewed.v1', order.id, {
    orderId: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    storeOwnerId: order.storeOwnerId,
    amount: order.total,
    decision,
    at: now.toISOString(),
  });
}
