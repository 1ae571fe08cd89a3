import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';

/** A payment applied to an order (now pending shipment), once per order: messages tells the buyer and the store's owner. */
export function publishOrderPaid(em: EntityManager, order: OrderRecord, paidAt: Date): void {
  recordEvent(em, 'order.order.paid.v1', order.id, {
    orderId: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    storeId: String(order.storeId),
    storeOwnerId: order.storeOwnerId,
    amount: order.total,
    goodsCost: order.goodsCost,
    paidAt: paidAt.toISOString(),
  });
}
