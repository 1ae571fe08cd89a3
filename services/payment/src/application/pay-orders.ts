import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { orderStatusProto, paymentOrderReasons, wireNameOf, type RechargeMethod } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import type { OrderCalls } from '../clients/order.js';
import { OrderPayment, OrderPaymentClaim, type OrderPaymentRecord } from '../db/entities.js';
import { chargeExpiry, orderSelection, ordersPayable, paymentAmount, withinMethodLimit, type OrderToPay } from '../domain/order-payment.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import { userOf } from './shared/callers.js';
import { openCharge } from './create-recharge.js';

const orderStatusOf = wireNameOf(orderStatusProto);

/**
 * Opens a payment of the caller's orders: they must all be the caller's and pending payment (the
 * order service answers them as they are now), else order_not_payable. The payment and one claim
 * per order are inserted in this transaction: a concurrent payment of the same order waits on the
 * claim's key and is refused, payment_in_progress while this one is pending, order_not_payable once
 * paid. A gateway method opens its charge here (the payment's id as the order id), after the
 * claims. A balance payment is left pending for `settleBalancePayment`, after this commits, so a
 * debit always has a committed payment the reconciliation can finish.
 */
export function payOrders(gateway: PaymentGateway, orders: OrderCalls) {
  return defineCommand('PayOrders', async ({ em, now, caller }, request: { orderIds: string[]; method: string }): Promise<OrderPaymentRecord> => {
    const buyerId = userOf(caller);
    const selection = orderSelection(request.orderIds, request.method);
    if (selection.kind === 'invalid') throw new AppError('INVALID_ARGUMENT', selection.reason, `invalid ${selection.field}`, { field: selection.field });
    const { orderIds, method } = selection;
    const found = await ordersOf(orders, orderIds);
    if (!ordersPayable(orderIds, found, buyerId, now)) throw new AppError('FAILED_PRECONDITION', paymentOrderReasons.orderNotPayable, 'an order is not pending payment');
    const toPay = orderIds.map((id) => found.find((order) => order.id.toLowerCase() === id)!);
    const amount = paymentAmount(toPay);
    if (!withinMethodLimit(method, amount)) throw new AppError('INVALID_ARGUMENT', paymentOrderReasons.invalidPaymentMethod, `${method} cannot take ${amount}`, { field: 'method' });
    // The managed entity, not the data it is made from: the charge's fields set below must be stored.
    const payment = em.create(OrderPayment, {
      id: randomUUID(),
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
    if (payment.expiresAt) {
      const charge = await openCharge(gateway, { orderId: payment.id, amount, method: method as RechargeMethod, createdAt: now, expiresAt: payment.expiresAt });
      Object.assign(payment, {
        vaNumber: charge.vaNumber,
        billerCode: charge.billerCode,
        qrString: charge.qrString,
        redirectUrl: charge.redirectUrl,
        gatewayTransactionId: charge.transactionId,
        gatewayStatus: 'pending',
      });
    }
    return plainRecord(payment);
  });
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
