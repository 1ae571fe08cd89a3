import { orderPaymentMethodProto, orderPaymentStatusProto, paymentMethodProto, paymentV1, rechargeStatusProto, wireNameOf } from '@shop/contracts';
import type { RechargeOptions } from '../application/get-recharge-options.js';
import type { OrderPaymentRecord, PayoutRecord, RechargeRecord } from '../db/entities.js';
import { settledReason, type PayoutStatus } from '../domain/payout-status.js';

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

const payoutStatusProto: Readonly<Record<PayoutStatus, paymentV1.PayoutStatus>> = {
  created: paymentV1.PayoutStatus.PAYOUT_STATUS_CREATED,
  accepted: paymentV1.PayoutStatus.PAYOUT_STATUS_ACCEPTED,
  paid: paymentV1.PayoutStatus.PAYOUT_STATUS_PAID,
  failed: paymentV1.PayoutStatus.PAYOUT_STATUS_FAILED,
};

/** A payout as the fund service's ledger needs it: the reason is the one the settled event carries. */
export function toLedgerPayout(payout: PayoutRecord): paymentV1.LedgerPayout {
  return {
    withdrawalId: payout.withdrawalId,
    userId: payout.userId,
    amount: payout.amount,
    status: payoutStatusProto[payout.status],
    failureReason: settledReason(payout.failureReason ?? ''),
    settledAt: payout.settledAt?.toISOString() ?? '',
  };
}
