import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import type { OrderRecord } from '../db/entities.js';

/** An unpaid order cancels: its stock goes back first (idempotent), so a failed release keeps it pending for a retry. */
export async function cancelOrder(deps: Collaborators, order: OrderRecord, now: Date): Promise<void> {
  await deps.catalog.releaseStock({ reservationId: order.id });
  order.status = 'cancelled';
  order.cancelledAt = now;
  order.updatedAt = now;
}

/** The order completes: the store is credited through order.order.completed.v1, in the same transaction. */
export function completeOrder(em: EntityManager, order: OrderRecord, now: Date): void {
  order.status = 'completed';
  order.completedAt = now;
  order.updatedAt = now;
  if (order.goodsCostStatus === 'paid') order.goodsCostStatus = 'completed';
  recordEvent(em, 'order.order.completed.v1', order.id, {
    orderId: order.id,
    orderNo: order.orderNo,
    storeId: String(order.storeId),
    storeOwnerId: order.storeOwnerId,
    buyerId: order.buyerId,
    goodsAmount: order.goodsAmount,
    goodsCost: order.goodsCost,
    items: order.items.map(({ productId, quantity }) => ({ productId: String(productId), quantity })),
    completedAt: now.toISOString(),
  });
}

/** A paid order's money goes back (order.order.refunded.v1): the total to the buyer, the goods cost to the store owner when it was paid. */
export function refundOrder(em: EntityManager, order: OrderRecord, now: Date, reason: 'return' | 'paid_after_cancel'): void {
  const goodsCostRefund = order.goodsCostStatus === 'paid' ? order.goodsCost : 0;
  if (reason === 'return') {
    order.status = 'refunded';
    order.goodsCostStatus = 'refunded';
  }
  order.refundedAt = now;
  order.updatedAt = now;
  recordEvent(em, 'order.order.refunded.v1', order.id, {
    orderId: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    amount: order.total,
    storeOwnerId: order.storeOwnerId,
    goodsCostRefund,
    reason,
    refundedAt: now.toISOString(),
  });
}
