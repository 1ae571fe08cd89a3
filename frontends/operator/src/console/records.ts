import type { useTRPCClient } from '@shop/web-core';

type Operator = ReturnType<typeof useTRPCClient>['operator'];

/** A merchant application as `operator.applications` lists it (the whole KTP number included). */
export type Application = Awaited<ReturnType<Operator['applications']['query']>>['items'][number];

/** A store as `operator.stores` lists it, suspended ones too. */
export type Store = Awaited<ReturnType<Operator['stores']['query']>>['items'][number];

/** One line of `operator.auditLog`. */
export type AuditEntry = Awaited<ReturnType<Operator['auditLog']['query']>>['items'][number];

/** A withdrawal as `operator.withdrawals` lists it (the bank account number masked), with its requester. */
export type Withdrawal = Awaited<ReturnType<Operator['withdrawals']['query']>>['items'][number];

/** A wallet adjustment as `operator.adjustmentRequests` lists it: pending ones wait for a second operator. */
export type Adjustment = Awaited<ReturnType<Operator['adjustmentRequests']['query']>>['items'][number];

/** A page of `operator.wallet`: the user's wallet and a page of their fund records. */
export type WalletPage = Awaited<ReturnType<Operator['wallet']['query']>>;
export type FundRecord = WalletPage['records'][number];

/** The fee settings versions and the one in effect. */
export type FeeSettingsList = Awaited<ReturnType<Operator['feeSettings']['query']>>;
export type FeeSettings = FeeSettingsList['items'][number];

/** A delivery as `operator.deliveries` lists it (a code's text hidden), with its attempts. */
export type Delivery = Awaited<ReturnType<Operator['deliveries']['query']>>['items'][number];

/** A kind's template in one language as `operator.templates` lists it. */
export type Template = Awaited<ReturnType<Operator['templates']['query']>>['items'][number];
