// The money enums of the fund and payment protos against their wire names (the words the
// services store and the BFF answers): one table each, for the services and the BFF alike.

import { AdjustmentStatus as AdjustmentStatusEnum, RecordType, WithdrawalStatus as WithdrawalStatusEnum } from './gen/fund/v1/fund.js';
import { OrderPaymentStatus as OrderPaymentStatusEnum, PaymentMethod, RechargeStatus as RechargeStatusEnum } from './gen/payment/v1/payment.js';
import type { OrderPaymentStatus } from './order-rules.js';
import type { AdjustmentStatus, FundRecordType, OrderPaymentMethod, RechargeMethod, RechargeStatus, WithdrawalStatus } from './money-rules.js';

export const recordTypeProto: Readonly<Record<FundRecordType, RecordType>> = {
  prd_order_pay: RecordType.RECORD_TYPE_PRD_ORDER_PAY,
  mch_order_pay: RecordType.RECORD_TYPE_MCH_ORDER_PAY,
  recharge: RecordType.RECORD_TYPE_RECHARGE,
  withdrawal: RecordType.RECORD_TYPE_WITHDRAWAL,
  profit: RecordType.RECORD_TYPE_PROFIT,
  sysmtem: RecordType.RECORD_TYPE_SYSMTEM,
};

export const withdrawalStatusProto: Readonly<Record<WithdrawalStatus, WithdrawalStatusEnum>> = {
  in_review: WithdrawalStatusEnum.WITHDRAWAL_STATUS_IN_REVIEW,
  paying: WithdrawalStatusEnum.WITHDRAWAL_STATUS_PAYING,
  paid: WithdrawalStatusEnum.WITHDRAWAL_STATUS_PAID,
  rejected: WithdrawalStatusEnum.WITHDRAWAL_STATUS_REJECTED,
  failed: WithdrawalStatusEnum.WITHDRAWAL_STATUS_FAILED,
};

export const adjustmentStatusProto: Readonly<Record<AdjustmentStatus, AdjustmentStatusEnum>> = {
  pending: AdjustmentStatusEnum.ADJUSTMENT_STATUS_PENDING,
  approved: AdjustmentStatusEnum.ADJUSTMENT_STATUS_APPROVED,
  applied: AdjustmentStatusEnum.ADJUSTMENT_STATUS_APPLIED,
  rejected: AdjustmentStatusEnum.ADJUSTMENT_STATUS_REJECTED,
  failed: AdjustmentStatusEnum.ADJUSTMENT_STATUS_FAILED,
};

export const paymentMethodProto: Readonly<Record<RechargeMethod, PaymentMethod>> = {
  bca_va: PaymentMethod.PAYMENT_METHOD_BCA_VA,
  bni_va: PaymentMethod.PAYMENT_METHOD_BNI_VA,
  bri_va: PaymentMethod.PAYMENT_METHOD_BRI_VA,
  mandiri_bill: PaymentMethod.PAYMENT_METHOD_MANDIRI_BILL,
  permata_va: PaymentMethod.PAYMENT_METHOD_PERMATA_VA,
  qris: PaymentMethod.PAYMENT_METHOD_QRIS,
  gopay: PaymentMethod.PAYMENT_METHOD_GOPAY,
  shopeepay: PaymentMethod.PAYMENT_METHOD_SHOPEEPAY,
};

export const rechargeStatusProto: Readonly<Record<RechargeStatus, RechargeStatusEnum>> = {
  pending: RechargeStatusEnum.RECHARGE_STATUS_PENDING,
  paid: RechargeStatusEnum.RECHARGE_STATUS_PAID,
  expired: RechargeStatusEnum.RECHARGE_STATUS_EXPIRED,
  failed: RechargeStatusEnum.RECHARGE_STATUS_FAILED,
};

/** An order's ways to pay: the recharge methods and the balance. */
export const orderPaymentMethodProto: Readonly<Record<OrderPaymentMethod, PaymentMethod>> = {
  balance: PaymentMethod.PAYMENT_METHOD_BALANCE,
  ...paymentMethodProto,
};

export const orderPaymentStatusProto: Readonly<Record<OrderPaymentStatus, OrderPaymentStatusEnum>> = {
  pending: OrderPaymentStatusEnum.ORDER_PAYMENT_STATUS_PENDING,
  paid: OrderPaymentStatusEnum.ORDER_PAYMENT_STATUS_PAID,
  expired: OrderPaymentStatusEnum.ORDER_PAYMENT_STATUS_EXPIRED,
  failed: OrderPaymentStatusEnum.ORDER_PAYMENT_STATUS_FAILED,
};

/** A table read backwards: the wire name of a proto value, undefined for one it does not know. */
export function wireNameOf<Name extends string, Proto extends string>(table: Readonly<Record<Name, Proto>>): (proto: Proto) => Name | undefined {
  const names = new Map(Object.entries(table).map(([name, proto]) => [proto as Proto, name as Name]));
  return (proto) => names.get(proto);
}
