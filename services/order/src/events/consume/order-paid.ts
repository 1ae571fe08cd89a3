import { LockMode } from '@mikro-orm/core';
import type { Clock, EventHandler } from '@shop/service-kit';
import { refundOrder } from '../../application/shared/order-changes.js';
import type { StartGoodsCost } from '../../application/workflows/index.js';
import { CustomerOrder } from '../../db/entities.js';
import { nextStatus } from '../../domain/order-status.js';
import { publishOrderPaid } from '../publish/order-paid.js';

/**
 * A payment of orders succeeded: each order still unpaid moves to pending shipment (its goods
 * cost now due: its workflow starts); one cancelled meanwhile is refunded. Orders already paid are
 * left alone, so a duplicate (the inbox drops most) changes nothing: order.order.paid.v1 goes out
 * once per order, with the move to pending shipment.
 */
export const onOrderPaid = (startGoodsCost: StartGoodsCost, clock: Clock): EventHandler<'payment.order.paid.v1'> => async (event, em, { afterCommit }) => {
  const { paymentId, buyerId, orderIds, method, paidAt } = event.payload;
  const orders = await em.find(CustomerOrder, { id: { $in: orderIds }, buyerId }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
  const at = new Date(paidAt);
  for (const order of orders) {
    if (order.paymentId !== null) continue;
    order.paymentId = paymentId;
    order.paymentMethod = method;
    order.paidAt = at;
    order.updatedAt = at;
    const next = nextStatus(order.status, 'pay');
    if (next) {
      order.status = next;
      order.goodsCostStatus = 'awaiting';
      publishOrderPaid(em, order, at);
      await startGoodsCost({ em, now: clock(), afterCommit }, order);
    } else if (order.status === 'cancelled') {
      refundOrder(em, order, at, 'paid_after_cancel');
    }
  }
};
