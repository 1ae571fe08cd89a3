import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';

/** A completed order: fund credits the store owner's profit, catalog and merchant count the sales. */
export function publishOrderCompleted(em: EntityManager, order: OrderRecord, now: Date): void {
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
