import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/postgresql';
import type { AdjustmentStatus, FundRecordType } from '@shop/contracts';
import { AuditLog } from '@shop/service-kit';
import type { AccountKind, Operation } from '../domain/ledger.js';
import type { WithdrawalStatus } from '../domain/withdrawal-status.js';

/**
 * A ledger account: a user's `available` or `held` (a running balance, never below zero), or one
 * of the platform's (no owner, no stored balance: the sum of its lines).
 */
export const Account = defineEntity({
  name: 'Account',
  tableName: 'account',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    ownerId: p.uuid().nullable(),
    kind: p.string().$type<AccountKind>(),
    balance: p.bigint('number').nullable(),
    /** Running totals of the profit and mch_order_pay records (on a user's available account). */
    profitRecords: p.bigint('number').default(0),
    goodsCost: p.bigint('number').default(0),
    /** The instant of the account's latest line: each line's is at least this, so lines keep their order in time. */
    lastPostedAt: p.datetime().nullable(),
  },
});

/** One posting, under a reference unique for ever: a retried posting finds it and applies nothing. */
export const Journal = defineEntity({
  name: 'Journal',
  tableName: 'journal',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    reference: p.string().unique(),
    operation: p.string().$type<Operation>(),
    recordType: p.string().$type<FundRecordType>(),
    userId: p.uuid(),
    amount: p.bigint('number'),
    memo: p.string(),
    /** For a release or a take: the hold it settles (once: a unique index). */
    holdId: p.bigint('number').nullable(),
    createdAt: p.datetime(),
  },
});
export type JournalRecord = InferEntity<typeof Journal>;

/** A journal's lines sum to zero (a deferred trigger checks at commit); the lines on a user's available account are their fund records. */
export const EntryLine = defineEntity({
  name: 'EntryLine',
  tableName: 'entry_line',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    journalId: p.bigint('number'),
    accountId: p.bigint('number'),
    amount: p.bigint('number'),
    /** The user account's balance right after the line; null on the platform's accounts. */
    balanceAfter: p.bigint('number').nullable(),
    createdAt: p.datetime(),
  },
});

/** A user's bank account for withdrawals: one per user; the number is personal data. */
export const BankAccount = defineEntity({
  name: 'BankAccount',
  tableName: 'bank_account',
  properties: {
    userId: p.uuid().primary(),
    bankCode: p.string(),
    accountName: p.string(),
    accountNumber: p.string(),
    boundAt: p.datetime(),
    /** Set when the account replaced another: withdrawals are refused until then. */
    withdrawalsOpenAt: p.datetime().nullable(),
  },
});
export type BankAccountRecord = InferEntity<typeof BankAccount>;

/** A withdrawal, with the fee it was charged and the bank account as it was at the request. */
export const Withdrawal = defineEntity({
  name: 'Withdrawal',
  tableName: 'withdrawal',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    status: p.string().$type<WithdrawalStatus>(),
    amount: p.bigint('number'),
    fee: p.bigint('number'),
    netAmount: p.bigint('number'),
    feeVersion: p.integer(),
    feeBp: p.integer(),
    feeMin: p.bigint('number'),
    bankCode: p.string(),
    accountName: p.string(),
    accountNumber: p.string(),
    /** The operator's reason when rejected, the gateway's when the payout failed. */
    reason: p.string().nullable(),
    reviewerId: p.uuid().nullable(),
    holdJournalId: p.bigint('number'),
    requestedAt: p.datetime(),
    reviewedAt: p.datetime().nullable(),
    settledAt: p.datetime().nullable(),
  },
});
export type WithdrawalRecord = InferEntity<typeof Withdrawal>;

/** Fee settings, versioned by the instant they take effect from. */
export const FeeSettingsVersion = defineEntity({
  name: 'FeeSettingsVersion',
  tableName: 'fee_settings',
  properties: {
    version: p.integer().primary(),
    effectiveAt: p.datetime(),
    serviceFeeBp: p.integer(),
    shippingFee: p.bigint('number'),
    vatBp: p.integer(),
    withdrawalFeeBp: p.integer(),
    withdrawalFeeMin: p.bigint('number'),
    scheduledBy: p.uuid().nullable(),
    scheduledAt: p.datetime(),
  },
});
export type FeeSettingsRecord = InferEntity<typeof FeeSettingsVersion>;

/**
 * An operator's wallet adjustment (its id is its workflow run's): posted at once up to the
 * approval threshold, above it pending until a second operator reviews it.
 */
export const Adjustment = defineEntity({
  name: 'Adjustment',
  tableName: 'adjustment',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** Signed, non-zero. */
    amount: p.bigint('number'),
    reason: p.string(),
    status: p.string().$type<AdjustmentStatus>(),
    requestedBy: p.uuid(),
    requestedAt: p.datetime(),
    reviewedBy: p.uuid().nullable(),
    reviewedAt: p.datetime().nullable(),
    /** The reviewer's reason for a rejection, or the posting's refusal for a failure. */
    reviewReason: p.string().nullable(),
  },
});
export type AdjustmentRecord = InferEntity<typeof Adjustment>;

/** The operator actions this service audits (service-kit's AuditLog). */
export const auditActions = [
  'withdrawal.approved',
  'withdrawal.rejected',
  'wallet.adjusted',
  'adjustment.requested',
  'adjustment.approved',
  'adjustment.rejected',
  'fees.scheduled',
] as const;
export type AuditAction = (typeof auditActions)[number];


export const entities = [Account, Journal, EntryLine, BankAccount, Withdrawal, Adjustment, FeeSettingsVersion, AuditLog];

/** The tables as the entities define them, for typed Kysely statements (`em.getKysely<FundDb>()`). */
export type FundDb = InferKyselyDB<(typeof entities)[number]>;
