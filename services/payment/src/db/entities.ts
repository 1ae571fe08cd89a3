import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrderPaymentMethod, OrderPaymentStatus, RechargeMethod } from '@shop/contracts';
import type { PayoutStatus } from '../domain/payout-status.js';
import type { RechargeStatus } from '../domain/recharge-status.js';

/** A balance recharge: one charge at the gateway, whose order id is the recharge's id. */
export const Recharge = defineEntity({
  name: 'Recharge',
  tableName: 'recharge',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** Whole rupiah. */
    amount: p.bigint('number'),
    currency: p.string(),
    method: p.string().$type<RechargeMethod>(),
    status: p.string().$type<RechargeStatus>(),
    /** The virtual account number (Mandiri: the bill key). */
    vaNumber: p.string().nullable(),
    billerCode: p.string().nullable(),
    qrString: p.text().nullable(),
    redirectUrl: p.text().nullable(),
    gatewayTransactionId: p.string(),
    /** The gateway's own status word last heard (settlement, expire, …). */
    gatewayStatus: p.string(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    paidAt: p.datetime().nullable(),
    /** When the gateway last told anything of it (the charge, a notification, a status check): reconciliation asks after a while of silence. */
    heardAt: p.datetime(),
  },
});
export type RechargeRecord = InferEntity<typeof Recharge>;

/** The payout of an approved withdrawal (the withdrawal id is its gateway reference). The account is personal data: never logged. */
export const Payout = defineEntity({
  name: 'Payout',
  tableName: 'payout',
  properties: {
    withdrawalId: p.uuid().primary(),
    userId: p.uuid(),
    /** Whole rupiah: the withdrawal's net amount. */
    amount: p.bigint('number'),
    bankCode: p.string(),
    accountName: p.string(),
    accountNumber: p.string(),
    status: p.string().$type<PayoutStatus>(),
    gatewayStatus: p.string().nullable(),
    /** The gateway's reason, for a failed payout. */
    failureReason: p.string().nullable(),
    createdAt: p.datetime(),
    settledAt: p.datetime().nullable(),
    heardAt: p.datetime(),
  },
});
export type PayoutRecord = InferEntity<typeof Payout>;

/**
 * A payment of one or more of a buyer's orders, by balance or through a gateway charge (whose
 * order id is the payment's id). `posted`: the fund postings are done (a gateway payment's credit
 * and debit happen after it is marked paid, and the reconciliation finishes them if interrupted).
 */
export const OrderPayment = defineEntity({
  name: 'OrderPayment',
  tableName: 'order_payment',
  properties: {
    id: p.uuid().primary(),
    buyerId: p.uuid(),
    orderIds: p.json<string[]>(),
    /** The orders' numbers, for the buyer's fund record. */
    orderNos: p.json<string[]>(),
    /** Whole rupiah: the orders' totals. */
    amount: p.bigint('number'),
    currency: p.string(),
    method: p.string().$type<OrderPaymentMethod>(),
    status: p.string().$type<OrderPaymentStatus>(),
    vaNumber: p.string().nullable(),
    billerCode: p.string().nullable(),
    qrString: p.text().nullable(),
    redirectUrl: p.text().nullable(),
    /** Gateway methods only. */
    gatewayTransactionId: p.string().nullable(),
    gatewayStatus: p.string().nullable(),
    createdAt: p.datetime(),
    /** Gateway methods only: when the charge stops waiting for the payer. */
    expiresAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    /** When anything was last heard or tried of it: reconciliation looks after a while of silence. */
    heardAt: p.datetime(),
    posted: p.boolean(),
  },
});
export type OrderPaymentRecord = InferEntity<typeof OrderPayment>;

/** An order taken by a payment that is pending or paid: the key makes an order paid at most once. */
export const OrderPaymentClaim = defineEntity({
  name: 'OrderPaymentClaim',
  tableName: 'order_payment_claim',
  properties: {
    orderId: p.uuid().primary(),
    paymentId: p.uuid(),
  },
});

export const entities = [Recharge, Payout, OrderPayment, OrderPaymentClaim];
