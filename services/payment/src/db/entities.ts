import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RechargeMethod } from '@shop/contracts';
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

export const entities = [Recharge, Payout];
