import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';

/** A paid order's goods cost the store's owner cannot pay from `available`: messages asks them to recharge. */
export function publishGoodsCostDue(em: EntityManager, order: Pick<OrderRecord, 'id' | 'orderNo' | 'storeOwnerId' | 'goodsCost'>, available: number, now: Date): void {
  recordEvent(em, 'order.goodscost.due.v1', order.id, {
    orderId: order.id,
    orderNo: order.orderNo,
    storeOwnerId: order.storeOwnerId,
    goodsCost: order.goodsCost,
    available,
    at: now.toISOString(),
  });
}
