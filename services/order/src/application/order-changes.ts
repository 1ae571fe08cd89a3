import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../db/entities.js';

/**
 * An unpaid order cancels. Its stock goes back only once the cancellation is committed
 * (`releaseCancelledStock`): released first, a cancellation lost after it (a crash, a batch rolled
 * back) would leave an order a payment could still pay with its stock already back on sale.
 */
export function cancelOrder(order: OrderRecord, now: Date): void {
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
