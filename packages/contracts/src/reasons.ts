import type { StoreProblem } from './merchant-rules.js';
import type { BankAccountProblem, RechargeProblem } from './money-rules.js';
import type { accountProblem, addressProblem, codeProblem, confirmationProblem, inviteCodeProblem, nicknameProblem, passwordProblem } from './account-rules.js';

/*
 * The stable machine reasons services put on their errors (AppError.reason). Clients branch on
 * them and the BFF translates each one: its message catalogue is typed by these unions, so a
 * reason added here without a text in every language does not compile.
 */

/** Shared by every service and the BFF: idempotency keys (service-kit's command pipeline) and keyset paging. */
export const commonReasons = {
  invalidIdempotencyKey: 'invalid_idempotency_key',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyReused: 'idempotency_key_reused',
  /** Keyset paging (service-kit's cursors): a cursor that does not decode or fit the order, an unknown order, a page size out of range. */
  invalidCursor: 'invalid_cursor',
  invalidSort: 'invalid_sort',
  invalidLimit: 'invalid_limit',
  /** A text holding a control character its field does not take (NUL anywhere, for one). */
  invalidCharacters: 'invalid_characters',
} as const;

export const identityReasons = {
  invalidPlatformCode: 'invalid_platform_code',
  platformNotFound: 'platform_not_found',
  invalidClientIp: 'invalid_client_ip',
  invalidUserId: 'invalid_user_id',
  userNotFound: 'user_not_found',
  sessionInvalid: 'session_invalid',
  signupFailed: 'signup_failed',
  signinFailed: 'signin_failed',
  codeSendFailed: 'code_send_failed',
  passwordUpdateFailed: 'password_update_failed',
  wrongPassword: 'wrong_password',
  accountTaken: 'account_taken',
  tooManyAttempts: 'too_many_attempts',
  /** Too many wrong passwords for the account: only a code (sign-in or reset) opens it again. */
  signinLocked: 'signin_locked',
  codeCooldown: 'code_cooldown',
  /** No way to deliver codes is configured (production without the messages service). */
  codeDeliveryUnavailable: 'code_delivery_unavailable',
  /** The messages service did not take the code (down, slow, refusing): nothing was stored, asking again may work. */
  codeDeliveryFailed: 'code_delivery_failed',
  invalidAvatar: 'invalid_avatar',
  invalidArea: 'invalid_area',
  areaNotFound: 'area_not_found',
  addressNotFound: 'address_not_found',
  tooManyAddresses: 'too_many_addresses',
} as const;

export const catalogReasons = {
  invalidPage: 'invalid_page',
  invalidPageSize: 'invalid_page_size',
  categoryNotFound: 'category_not_found',
  invalidProductId: 'invalid_product_id',
  productNotFound: 'product_not_found',
  invalidStoreId: 'invalid_store_id',
  invalidKeyword: 'invalid_keyword',
  invalidPriceRange: 'invalid_price_range',
  invalidCategoryId: 'invalid_category_id',
  /** Collecting one product more than a shopper's collection holds. */
  collectionFull: 'collection_full',
  /** More items in one request than a batch takes. */
  tooManyItems: 'too_many_items',
} as const;

export const merchantReasons = {
  notAMerchant: 'not_a_merchant',
  alreadyMerchant: 'already_merchant',
  applicationOpen: 'application_open',
  applicationNotFound: 'application_not_found',
  applicationAlreadyReviewed: 'application_already_reviewed',
  storeNotFound: 'store_not_found',
  storeSuspended: 'store_suspended',
  storeNameTaken: 'store_name_taken',
  invalidStoreStatus: 'invalid_store_status',
  invalidLogo: 'invalid_logo',
  logoTooLarge: 'logo_too_large',
  logoNotFound: 'logo_not_found',
  invalidQuery: 'invalid_query',
  operatorRequired: 'operator_required',
} as const;

export const fundReasons = {
  invalidAmount: 'invalid_amount',
  insufficientBalance: 'insufficient_balance',
  bankAccountRequired: 'bank_account_required',
  passwordConfirmationRequired: 'password_confirmation_required',
  /** The bank account was replaced lately: withdrawals open again at `opensAt` (Jakarta time). */
  withdrawalsCoolingOff: 'withdrawals_cooling_off',
  withdrawalBelowMinimum: 'withdrawal_below_minimum',
  withdrawalNotFound: 'withdrawal_not_found',
  withdrawalAlreadyReviewed: 'withdrawal_already_reviewed',
  /** A posting's reference used before with other values. */
  referenceConflict: 'reference_conflict',
  /** A posting's reference that is malformed or one the fund service keeps for its own postings. */
  invalidReference: 'invalid_reference',
  holdNotFound: 'hold_not_found',
  invalidRecordType: 'invalid_record_type',
  invalidDate: 'invalid_date',
  invalidFeeSettings: 'invalid_fee_settings',
  effectiveInPast: 'effective_in_past',
  adjustmentNotFound: 'adjustment_not_found',
  adjustmentAlreadyReviewed: 'adjustment_already_reviewed',
  /** An adjustment above the approval threshold, recorded for a second operator instead of posted. */
  adjustmentPendingApproval: 'adjustment_pending_approval',
} as const;

/** Operators' actions in any service: none on what is their own, and no approving their own request. */
export const operatorReasons = {
  /** The operator's own wallet, withdrawal, store or application. */
  ownSubject: 'operator_own_subject',
  /** A request that needs a second operator, reviewed by the one who made it. */
  ownRequest: 'operator_own_request',
} as const;

export const paymentReasons = {
  invalidRechargeAmount: 'invalid_recharge_amount',
  rechargeNotFound: 'recharge_not_found',
  /** No payout of the withdrawal asked about (the fund service's ledger asks). */
  payoutNotFound: 'payout_not_found',
  /** More than MAX_PENDING_RECHARGES open charges. */
  tooManyPendingRecharges: 'too_many_pending_recharges',
  gatewayUnavailable: 'gateway_unavailable',
  /** The gateway refused the charge: the spec's "Payment failed". */
  paymentFailed: 'payment_failed',
} as const;

export const paymentOrderReasons = {
  /** An order of the payment is not pending payment (paid, cancelled) or not the caller's. */
  orderNotPayable: 'order_not_payable',
  /** Another payment of the order waits for the payer at the gateway. */
  paymentInProgress: 'payment_in_progress',
  orderPaymentNotFound: 'order_payment_not_found',
  /** No orders, more than CHECKOUT_MAX_STORES, or the balance method given for a recharge. */
  invalidPaymentMethod: 'invalid_payment_method',
} as const;

export const orderReasons = {
  invalidQuantity: 'invalid_quantity',
  /** More than the product's stock, in the cart or at checkout. */
  insufficientStock: 'insufficient_stock',
  cartFull: 'cart_full',
  cartLineNotFound: 'cart_line_not_found',
  /** The store does not list the product (any more), or the store is suspended. */
  productUnavailable: 'product_unavailable',
  /** Buying from one's own store. */
  ownStoreProduct: 'own_store_product',
  nothingSelected: 'nothing_selected',
  tooManyStores: 'too_many_stores',
  deliveryAddressRequired: 'delivery_address_required',
  /** The total changed since the quote the shopper saw. */
  quoteChanged: 'quote_changed',
  /** The cart's selected lines are being placed, or were placed, by another checkout (a second tab, a double tap). */
  alreadyPlaced: 'already_placed',
  invalidOrderId: 'invalid_order_id',
  orderNotFound: 'order_not_found',
  invalidTab: 'invalid_tab',
  orderNotCancellable: 'order_not_cancellable',
  orderNotShipped: 'order_not_shipped',
  orderNotReviewable: 'order_not_reviewable',
  invalidRating: 'invalid_rating',
  reviewTooLong: 'review_too_long',
  returnNotAllowed: 'return_not_allowed',
  returnWindowClosed: 'return_window_closed',
  returnReasonRequired: 'return_reason_required',
  returnNotRequested: 'return_not_requested',
  goodsCostNotDue: 'goods_cost_not_due',
} as const;

export const messagesReasons = {
  /** A code request identity sent malformed (no account, purpose, code or expiry). */
  invalidCodeRequest: 'invalid_code_request',
  /** A language, class or channel the preferences do not know, or an opt-out of codes. */
  invalidPreferences: 'invalid_preferences',
  invalidDeliveryStatus: 'invalid_delivery_status',
  deliveryNotFound: 'delivery_not_found',
  /** Only a failed or dead-lettered delivery is sent again. */
  deliveryNotRetryable: 'delivery_not_retryable',
  /** More than 100 notifications marked read at once. */
  tooManyNotifications: 'too_many_notifications',
} as const;

type ValuesOf<T> = T[keyof T];
export type CommonReason = ValuesOf<typeof commonReasons>;
export type IdentityReason = ValuesOf<typeof identityReasons>;
export type CatalogReason = ValuesOf<typeof catalogReasons>;
export type MerchantReason = ValuesOf<typeof merchantReasons>;
export type FundReason = ValuesOf<typeof fundReasons>;
export type OperatorReason = ValuesOf<typeof operatorReasons>;
export type PaymentReason = ValuesOf<typeof paymentReasons> | ValuesOf<typeof paymentOrderReasons>;
export type OrderReason = ValuesOf<typeof orderReasons>;
export type MessagesReason = ValuesOf<typeof messagesReasons>;

/**
 * The problems of the shared form rules (account-rules), which the BFF, the front ends and
 * identity all report under these names.
 */
export type FormProblem =
  | NonNullable<ReturnType<typeof accountProblem | typeof passwordProblem | typeof confirmationProblem | typeof codeProblem>>
  | NonNullable<ReturnType<typeof inviteCodeProblem | typeof nicknameProblem>>
  | NonNullable<ReturnType<typeof addressProblem>>['problem']
  | StoreProblem
  | BankAccountProblem
  | RechargeProblem
  | 'reason_required'
  | 'reason_too_long';
