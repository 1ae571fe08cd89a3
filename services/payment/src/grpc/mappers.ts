import { orderPaymentMethodProto, orderPaymentStatusProto, paymentMethodProto, rechargeStatusProto, wireNameOf, type paymentV1 } from '@shop/contracts';
import type { RechargeOptions } from '../application/get-recharge-options.js';
import type { OrderPaymentRecord, RechargeRecord } from '../db/entities.js';

const methodOf = wireNameOf(paymentMethodProto);
const orderMethodOf = wireNameOf(orderPaymentMethodProto);

/** The wire name of a method from the request; '' (which the recharge rules refuse) for none or an unknown one. */
export function rechargeMethodOf(method: paymentV1.PaymentMethod): string {
  return methodOf(method) ?? '';
}

export function toRecharge(recharge: RechargeRecord): paymentV1.Recharge {
  return {
    id: recharge.id,
    userId: recharge.userId,
    amount: recharge.amount,
    method: paymentMethodProto[recharge.method],
    status: rechargeStatusProto[recharge.status],
    vaNumber: recharge.vaNumber ?? '',
    billerCode: recharge.billerCode ?? '',
    qrString: recharge.qrString ?? '',
    redirectUrl: recharge.redirectUrl ?? '',
    createdAt: recharge.createdAt.toISOString(),
    expiresAt: recharge.expiresAt.toISOString(),
    paidAt: recharge.paidAt?.toISOString() ?? '',
  };
}

export function toRechargeOptions(options: RechargeOptions): paymentV1.GetRechargeOptionsResponse {
  return { ...options, methods: options.methods.map((option) => ({ ...option, method: paymentMethodProto[option.method] })) };
}

/** The wire name of an order payment's method from the request; '' (which PayOrders refuses) for none or an unknown one. */
export function orderPaymentMethodOf(method: paymentV1.PaymentMethod): string {
  return orderMethodOf(method) ?? '';
}

export function toOrderPayment(payment: OrderPaymentRecord): paymentV1.OrderPayment {
  return {
    id: payment.id,
    orderIds: payment.orderIds,
    amount: payment.amount,
    method: orderPaymentMethodProto[payment.method],
    status: orderPaymentStatusProto[payment.status],
    vaNumber: payment.vaNumber ?? '',
    billerCode: payment.billerCode ?? '',
    qrString: payment.qrString ?? '',
    redirectUrl: payment.redirectUrl ?? '',
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt?.toISOString() ?? '',
    paidAt: payment.paidAt?.toISOString() ?? '',
  };
}
