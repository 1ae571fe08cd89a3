import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderRecord } from '../../db/entities.js';
import { publishOrderCompleted } from '../../events/publish/order-completed.js';
import { publishOrderRefunded } from '../../events/publish/order-refunded.js';

/** An unpaid order cancels; whoever cancels it starts its stock release in the same transaction (`stock-release.ts`). */
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
  publishOrderCompleted(em, order, now);
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
  publishOrderRefunded(em, order, goodsCostRefund, reason, now);
}
