import type { useTRPCClient } from '@shop/web-core';

// The merchant procedures' answers, as the pages receive them.
type Merchant = ReturnType<typeof useTRPCClient>['merchant'];

/** The signed-in user as a merchant: their store (null until approved) and their latest application. */
export type MerchantMe = Awaited<ReturnType<Merchant['me']['query']>>;
export type MyStore = NonNullable<MerchantMe['store']>;
export type Application = NonNullable<MerchantMe['application']>;
/** What anyone sees of a store. */
export type PublicStore = Awaited<ReturnType<Merchant['shop']['query']>>;
export type StoreLogo = PublicStore['logo'];
/** A product as a store's page lists it. */
export type ShopProduct = Awaited<ReturnType<Merchant['shopProducts']['query']>>['items'][number];
export type StreetInput = Parameters<Merchant['street']['query']>[0];
export type StreetSort = NonNullable<StreetInput['sort']>;

/** The merchant centre's figures: the store, its order tab counts, the receivable and the money. */
export type MerchantCentre = Awaited<ReturnType<Merchant['centre']['query']>>;

// The store's orders.
type MerchantOrder = ReturnType<typeof useTRPCClient>['merchantOrder'];

export type StoreOrderPage = Awaited<ReturnType<MerchantOrder['list']['query']>>;
export type StoreOrder = Awaited<ReturnType<MerchantOrder['detail']['query']>>;
export type MerchantOrderTab = keyof StoreOrderPage['counts'];

// The money procedures' answers (any signed-in user has a wallet, merchant or not).
type Fund = ReturnType<typeof useTRPCClient>['fund'];
type Payment = ReturnType<typeof useTRPCClient>['payment'];

export type Wallet = Awaited<ReturnType<Fund['wallet']['query']>>;
export type FundRecord = Awaited<ReturnType<Fund['records']['query']>>['items'][number];
export type FundRecordFilters = Omit<Parameters<Fund['records']['query']>[0], 'cursor' | 'limit'>;
export type BankAccount = NonNullable<Awaited<ReturnType<Fund['bankAccount']['query']>>>;
export type Withdrawal = Awaited<ReturnType<Fund['withdrawals']['query']>>['items'][number];
export type WithdrawalQuote = Awaited<ReturnType<Fund['quoteWithdrawal']['query']>>;
export type RechargeOptions = Awaited<ReturnType<Payment['rechargeOptions']['query']>>;
export type Recharge = Awaited<ReturnType<Payment['recharge']['mutate']>>;
