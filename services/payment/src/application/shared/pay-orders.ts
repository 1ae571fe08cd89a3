import type { EntityManager } from '@mikro-orm/postgresql';
import { orderStatusProto, paymentOrderReasons, wireNameOf, type OrderPaymentMethod } from '@shop/contracts';
import { AppError, plainRecord } from '@shop/service-kit';
import type { OrderCalls } from '../../clients/order.js';
import { OrderPayment, OrderPaymentClaim, type OrderPaymentRecord } from '../../db/entities.js';
import { chargeExpiry, orderSelection, ordersPayable, paymentAmount, withinMethodLimit, type OrderToPay } from '../../domain/order-payment.js';

const orderStatusOf = wireNameOf(orderStatusProto);

/** The orders a payment covers, checked: the caller's, pending payment, within the method's limit. */
export interface OrdersToPay {
  orderIds: string[];
  method: OrderPaymentMethod;
  toPay: OrderToPay[];
  amount: number;
}

/**
 * The orders of a payment the caller asks for, as the order service answers them now: they must
 * all be the caller's and pending payment, else order_not_payable; the selection and the method's
 * limit are invalid_payment_method. Asked with no transaction open.
 */
export async function ordersToPay(orders: OrderCalls, buyerId: string, request: { orderIds: string[]; method: string }, now: Date): Promise<OrdersToPay> {
  const selection = orderSelection(request.orderIds, request.method);
  if (selection.kind === 'invalid') throw new AppError('INVALID_ARGUMENT', selection.reason, `invalid ${selection.field}`, { field: selection.field });
  const { orderIds, method } = selection;
  const found = await ordersOf(orders, orderIds);
  if (!ordersPayable(orderIds, found, buyerId, now)) throw new AppError('FAILED_PRECONDITION', paymentOrderReasons.orderNotPayable, 'an order is not pending payment');
  const toPay = orderIds.map((id) => found.find((order) => order.id.toLowerCase() === id)!);
  const amount = paymentAmount(toPay);
  if (!withinMethodLimit(method, amount)) throw new AppError('INVALID_ARGUMENT', paymentOrderReasons.invalidPaymentMethod, `${method} cannot take ${amount}`, { field: 'method' });
  return { orderIds, method, toPay, amount };
}

/**
 * Stores payment `id` of the orders, pending, and one claim per order: a concurrent payment of the
 * same order waits on the claim's key and is refused, payment_in_progress while this one is
 * pending, order_not_payable once paid.
 */
export async function openPayment(em: EntityManager, id: string, buyerId: string, { orderIds, method, toPay, amount }: OrdersToPay, now: Date): Promise<OrderPaymentRecord> {
  const payment = em.create(OrderPayment, {
    id,
    buyerId,
    orderIds,
    orderNos: toPay.map((order) => order.orderNo),
    amount,
    currency: 'IDR',
    method,
    status: 'pending',
    vaNumber: null,
    billerCode: null,
    qrString: null,
    redirectUrl: null,
    gatewayTransactionId: null,
    gatewayStatus: null,
    createdAt: now,
    expiresAt: method === 'balance' ? null : chargeExpiry(now, toPay),
    paidAt: null,
    heardAt: now,
    posted: false,
  });
  await em.flush();
  await claim(em, payment);
  return plainRecord(payment);
}

/** The orders as the order service has them now; one that is not the caller's (NOT_FOUND, or no order id at all) is not payable. */
async function ordersOf(orders: OrderCalls, orderIds: string[]): Promise<OrderToPay[]> {
  try {
    const answer = await orders.getOrdersForPayment({ orderIds });
    return answer.orders.map((order) => ({
      id: order.id,
      orderNo: order.orderNo,
      buyerId: order.buyerId,
      status: orderStatusOf(order.status),
      total: order.total,
      payDeadline: new Date(order.payDeadline),
    }));
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID_ARGUMENT')) {
      throw new AppError('FAILED_PRECONDITION', paymentOrderReasons.orderNotPayable, 'an order is not the caller’s');
    }
    throw error;
  }
}

/**
 * One claim per order. An order another payment holds blocks here until that payment's
 * transaction ends; still claimed then, this payment is refused (rolled back whole).
 */
async function claim(em: EntityManager, payment: OrderPaymentRecord): Promise<void> {
  const inserted = await em
    .createQueryBuilder(OrderPaymentClaim)
    .insert(payment.orderIds.map((orderId) => ({ orderId, paymentId: payment.id })))
    .onConflict('orderId')
    .ignore()
    .execute('run');
  if (inserted.affectedRows === payment.orderIds.length) return;
  const holders = await em.find(OrderPaymentClaim, { orderId: { $in: payment.orderIds }, paymentId: { $ne: payment.id } });
  const paid = await em.count(OrderPayment, { id: { $in: holders.map((holder) => holder.paymentId) }, status: 'paid' });
  if (paid > 0) throw new AppError('FAILED_PRECONDITION', paymentOrderReasons.orderNotPayable, 'an order is already paid');
  throw new AppError('FAILED_PRECONDITION', paymentOrderReasons.paymentInProgress, 'another payment of an order waits for the payer');
}
