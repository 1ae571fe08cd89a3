import { paymentV1, rechargeMethods, type RechargeMethod } from '@shop/contracts';
import type { RechargeOptions } from '../application/get-recharge-options.js';
import type { RechargeRecord } from '../db/entities.js';
import type { RechargeStatus } from '../domain/recharge-status.js';

const methodEnum = Object.fromEntries(rechargeMethods.map(({ method }) => [method, paymentV1.PaymentMethod[`PAYMENT_METHOD_${method.toUpperCase()}` as keyof typeof paymentV1.PaymentMethod]])) as Record<
  RechargeMethod,
  paymentV1.PaymentMethod
>;
const methodOf = new Map(Object.entries(methodEnum).map(([method, value]) => [value, method]));

/** The wire name of a method from the request; '' (which the recharge rules refuse) for none or an unknown one. */
export function rechargeMethodOf(method: paymentV1.PaymentMethod): string {
  return methodOf.get(method) ?? '';
}

const rechargeStatus: Record<RechargeStatus, paymentV1.RechargeStatus> = {
  pending: paymentV1.RechargeStatus.RECHARGE_STATUS_PENDING,
  paid: paymentV1.RechargeStatus.RECHARGE_STATUS_PAID,
  expired: paymentV1.RechargeStatus.RECHARGE_STATUS_EXPIRED,
  failed: paymentV1.RechargeStatus.RECHARGE_STATUS_FAILED,
};

export function toRecharge(recharge: RechargeRecord): paymentV1.Recharge {
  return {
    id: recharge.id,
    userId: recharge.userId,
    amount: recharge.amount,
    method: methodEnum[recharge.method],
    status: rechargeStatus[recharge.status],
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
  return { ...options, methods: options.methods.map((option) => ({ ...option, method: methodEnum[option.method] })) };
}
