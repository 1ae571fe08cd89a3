import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';

/** A paid order's money goes back: fund refunds the buyer the total, and the store owner the goods cost when it was paid. */
export function publishOrderRefunded(em: EntityManager, order: OrderRecord, goodsCostRefund: number, reason: 'return' | 'paid_after_cancel', now: Date): void {
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
