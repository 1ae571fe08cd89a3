import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { OrderPaymentRecord } from '../../db/entities.js';

/** The order service moves the orders to pending shipment (refunding one cancelled meanwhile); keyed by buyer. */
export function publishOrderPaid(em: EntityManager, payment: OrderPaymentRecord, paidAt: Date): void {
  recordEvent(em, 'payment.order.paid.v1', payment.buyerId, {
    paymentId: payment.id,
    buyerId: payment.buyerId,
    orderIds: payment.orderIds,
    amount: payment.amount,
    method: payment.method,
    paidAt: paidAt.toISOString(),
  });
}
