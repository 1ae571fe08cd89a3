import {
  accountProblem,
  addressProblem,
  codeProblem,
  confirmationProblem,
  currentPasswordProblem,
  identityReasons,
  inviteCodeProblem,
  isValidAvatar,
  isValidNickname,
  passwordProblem,
  applicationProblem,
  reviewReasonProblem,
  storeProblem,
  LOGO_MAX_BYTES,
  STORE_QUERY_MAX_LENGTH,
  ADJUSTMENT_MAX_AMOUNT,
  bankAccountProblem,
  fundRecordTypes,
  normalizeAccountNumber,
  rechargeMethods,
  rechargeProblem,
  WITHDRAWAL_MIN_AMOUNT,
  buyerOrderTabs,
  CART_MAX_LINES,
  CHECKOUT_MAX_STORES,
  LINE_MAX_QUANTITY,
  orderPaymentMethods,
  REVIEW_TEXT_MAX_LENGTH,
  RETURN_REASON_MAX_LENGTH,
  commonReasons,
  hasControlCharacter,
  normaliseLineBreaks,
  MARK_READ_MAX_IDS,
  messageLanguages,
  notificationChannels,
  notificationClasses,
  OPT_OUTS_MAX,
  deliveryStatuses,
  DELIVERY_RECIPIENT_MAX,
  TEMPLATE_TEXT_LIMITS,
} from '@shop/contracts';
import { z } from 'zod';
import type { MessageKey } from './i18n/messages.js';

// Input schemas of the account and address forms. Every message is a key of i18n/messages.ts and
// every rule comes from @shop/contracts' account rules, which the front ends and identity share;
// errors.ts turns the first keyed issue into the translated message and names its field.

// Every string of every input is one of the two kinds of text below (a unit test walks each
// procedure's input to hold to that), so NUL, which Postgres refuses, never reaches a service.

const singleLine = z.refine<string>((value) => !hasControlCharacter(value, 'single-line'), { error: commonReasons.invalidCharacters });
const multiLine = z.refine<string>((value) => !hasControlCharacter(value, 'multi-line'), { error: commonReasons.invalidCharacters });

/** The checks that make a string one of ours: the input walk looks for them. */
export const textChecks: readonly unknown[] = [singleLine, multiLine];

/** A one-line text (a name, a keyword, a key, a code): no control character at all. */
export function text(params?: { error: MessageKey }) {
  return z.string(params).check(singleLine);
}

/**
 * A text people write in lines (a description, a review, a reason): tabs and line feeds kept,
 * \r\n and \r made \n, every other control character refused.
 */
export function multiLineText(params?: { error: MessageKey }) {
  return z.string(params).overwrite(normaliseLineBreaks).check(multiLine);
}

/** Reports a rule's problem; typed so that every problem the shared rules name has a message. */
function report(ctx: z.RefinementCtx, problem: MessageKey | undefined, path: string[] = []): void {
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
}

/** A required string checked by a shared rule that names its problem. */
function ruled(missing: MessageKey, problemOf: (value: string) => MessageKey | undefined) {
  return text({ error: missing }).superRefine((value, ctx) => report(ctx, problemOf(value)));
}

function optionalRuled(problem: MessageKey, isValid: (value: string) => boolean) {
  return text({ error: problem })
    .refine(isValid, { error: problem })
    .optional();
}

export const account = ruled('account_required', accountProblem);
export const code = ruled('code_required', codeProblem);
export const newPassword = ruled('password_required', passwordProblem);
const currentPassword = ruled('password_required', currentPasswordProblem);
const confirmation = text({ error: 'confirm_password_required' });

/** The repeated password must be there and match, reported on its own field. */
function confirmed(input: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  report(ctx, confirmationProblem(input.password, input.confirmPassword), ['confirmPassword']);
}

export const sendCodeInput = z.object({ account, purpose: z.enum(['signup', 'signin', 'reset']) });

export const signupInput = z
  .object({
    account,
    code,
    password: newPassword,
    confirmPassword: confirmation,
    inviteCode: optionalRuled('invalid_invite_code', (value) => !inviteCodeProblem(value)),
  })
  .superRefine(confirmed);

/** `{ account, password }` signs in with the password, `{ account, code }` with a signin code. */
export const signinInput = z
  .object({ account, password: text().optional(), code: text().optional() })
  .superRefine((input, ctx) => {
    if (input.code !== undefined) report(ctx, codeProblem(input.code), ['code']);
    else report(ctx, currentPasswordProblem(input.password ?? ''), ['password']);
  });

export const resetPasswordInput = z.object({ account, code, password: newPassword, confirmPassword: confirmation }).superRefine(confirmed);

export const changePasswordInput = z.object({ oldPassword: currentPassword, password: newPassword, confirmPassword: confirmation }).superRefine(confirmed);

export const updateProfileInput = z.object({
  nickname: optionalRuled('invalid_nickname', isValidNickname),
  avatar: optionalRuled(identityReasons.invalidAvatar, isValidAvatar),
});

const addressFields = z.object({
  recipientName: text({ error: 'name_required' }),
  phone: text({ error: 'phone_required' }),
  provinceCode: text().max(16).default(''),
  cityCode: text().max(16).default(''),
  districtCode: text().max(16).default(''),
  detail: text({ error: 'detail_required' }),
  isDefault: z.boolean().default(false),
});

/** The address form's rules in the order the form shows its fields. */
function addressRules(address: z.infer<typeof addressFields>, ctx: z.RefinementCtx): void {
  const found = addressProblem(address);
  if (found) report(ctx, found.problem, [found.field]);
}

const addressId = z.number().int().positive();

export const createAddressInput = addressFields.superRefine(addressRules);
export const updateAddressInput = addressFields.extend({ id: addressId }).superRefine(addressRules);
export const addressIdInput = z.object({ id: addressId });

const storeFields = z.object({
  storeName: text({ error: 'store_name_required' }).max(200),
  phone: text({ error: 'phone_required' }).max(40),
  description: multiLineText().max(2_000).default(''),
  /** From merchant.uploadLogo. */
  logoKey: text().min(1).max(200),
});

export const applyInput = storeFields
  .extend({ ownerName: text({ error: 'owner_name_required' }).max(200), ktpNumber: text({ error: 'ktp_required' }).max(40) })
  .superRefine((fields, ctx) => {
    const found = applicationProblem(fields);
    if (found) report(ctx, found.problem, [found.field]);
  });

export const updateStoreInput = storeFields.extend({ autoPay: z.boolean() }).superRefine((fields, ctx) => {
  const found = storeProblem(fields);
  if (found) report(ctx, found.problem, [found.field]);
});

/** A data URL (`data:image/png;base64,…`) of at most LOGO_MAX_BYTES; its real type is checked by sniffing, by the service. */
export const uploadLogoInput = z.object({
  image: text()
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64, { error: 'logo_too_large' })
    .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'invalid_logo' }),
});

export const storeQuery = text().trim().max(STORE_QUERY_MAX_LENGTH, { error: 'invalid_query' }).default('');

export const reviewReason = multiLineText({ error: 'reason_required' }).superRefine((reason, ctx) => report(ctx, reviewReasonProblem(reason)));

/** An opaque keyset position from the previous page ('' for the first). */
export const cursor = text().max(200).default('');

/** How many items a keyset page of a list holds. */
export const pageLimit = z.number().int().min(1).max(50).default(20);

/** Whole rupiah, at most a trillion (far above any balance, well inside a safe integer). */
const rupiah = z.number({ error: 'amount_required' }).int({ error: 'invalid_amount' }).max(1_000_000_000_000, { error: 'invalid_amount' });

/** An inclusive calendar day in Jakarta, YYYY-MM-DD. */
const jakartaDate = z.iso.date({ error: 'invalid_date' });

export const fundRecordsInput = z
  .object({ type: z.enum(fundRecordTypes, { error: 'invalid_record_type' }).optional(), fromDate: jakartaDate.optional(), toDate: jakartaDate.optional(), cursor, limit: pageLimit })
  .superRefine((input, ctx) => {
    // ISO dates compare as strings.
    if (input.fromDate && input.toDate && input.fromDate > input.toDate) report(ctx, 'invalid_date', ['toDate']);
  });

/**
 * The account password that proves the session's owner is asking before money can leave (a bank
 * account bound or changed, a withdrawal). Optional in the shape, so the front ends built before it
 * still match the released contract, and required by the rule: they get "Please enter the password".
 */
const stepUpPassword = text().max(200).optional();
function requirePassword(fields: { password?: string | undefined }, ctx: z.RefinementCtx): void {
  report(ctx, currentPasswordProblem(fields.password ?? ''), ['password']);
}

/** The bank form, checked with the shared rule in the order it shows its fields; the number goes on without the spaces people type. */
export const bindBankInput = z
  .object({
    bankCode: text({ error: 'bank_required' }).max(20),
    accountName: text({ error: 'account_name_required' }).max(200),
    accountNumber: text({ error: 'account_number_required' }).max(40),
    password: stepUpPassword,
  })
  .superRefine((fields, ctx) => {
    const found = bankAccountProblem(fields);
    if (found) report(ctx, found.problem, [found.field]);
    requirePassword(fields, ctx);
  })
  .transform((fields) => ({ ...fields, password: fields.password!, accountName: fields.accountName.trim(), accountNumber: normalizeAccountNumber(fields.accountNumber) }));

const withdrawalAmount = rupiah.min(WITHDRAWAL_MIN_AMOUNT, { error: 'withdrawal_below_minimum' });

/** What a withdrawal of an amount would cost (no password: nothing moves). */
export const withdrawalAmountInput = z.object({ amount: withdrawalAmount });

/** A withdrawal: the amount, and the password. */
export const withdrawInput = z
  .object({ amount: withdrawalAmount, password: stepUpPassword })
  .superRefine(requirePassword)
  .transform((fields) => ({ ...fields, password: fields.password! }));

const rechargeMethodNames = rechargeMethods.map((option) => option.method);

/** A recharge's amount within its method's limits (the shared rule); no method is the spec's "Please select a payment method". */
export const rechargeInput = z
  .object({ amount: rupiah, method: z.enum(rechargeMethodNames, { error: 'payment_method_required' }) })
  .superRefine((input, ctx) => {
    const found = rechargeProblem(input.amount, input.method);
    if (found) report(ctx, found.problem, [found.field]);
  });

/** An operator's signed posting on a wallet, with the reason the audit log keeps. */
export const adjustWalletInput = z.object({
  userId: z.uuid(),
  amount: rupiah
    .min(-ADJUSTMENT_MAX_AMOUNT, { error: 'invalid_amount' })
    .max(ADJUSTMENT_MAX_AMOUNT, { error: 'invalid_amount' })
    .refine((amount) => amount !== 0, { error: 'invalid_amount' }),
  reason: reviewReason,
});

/** An operator's decision on a request: approving needs nothing more, rejecting a reason its owner reads. */
const reviewDecision = { approve: z.boolean(), reason: multiLineText().max(1_000).default('') };
function rejectionNeedsReason(input: { approve: boolean; reason: string }, ctx: z.RefinementCtx): void {
  if (!input.approve) report(ctx, reviewReasonProblem(input.reason), ['reason']);
}

export const reviewWithdrawalInput = z.object({ withdrawalId: z.uuid(), ...reviewDecision }).superRefine(rejectionNeedsReason);

export const reviewAdjustmentInput = z.object({ adjustmentId: z.uuid(), ...reviewDecision }).superRefine(rejectionNeedsReason);

/** A store's decision on a return: approving needs nothing more, refusing a reason the buyer reads. */
export const reviewReturnInput = z
  .object({ id: z.uuid({ error: 'invalid_order_id' }), approve: z.boolean(), reason: multiLineText().max(1_000).default('') })
  .superRefine((input, ctx) => {
    if (!input.approve) report(ctx, reviewReasonProblem(input.reason), ['reason']);
  });

const basisPoints = z.number().int().min(0).max(10_000, { error: 'invalid_fee_settings' });
const feeRupiah = z.number().int().min(0).max(100_000_000, { error: 'invalid_fee_settings' });

/** A new fee settings version from `effectiveAt` (now when left out); percentages in basis points. */
export const scheduleFeesInput = z.object({
  effectiveAt: z.date().optional(),
  serviceFeeBp: basisPoints,
  shippingFee: feeRupiah,
  vatBp: basisPoints,
  withdrawalFeeBp: basisPoints,
  withdrawalFeeMin: feeRupiah,
});

const productId = z.number().int().positive();
const storeId = z.number().int().positive();
/** A cart line's or an item's quantity: 1 to LINE_MAX_QUANTITY (the service also bounds it by the stock). */
const quantity = z.number({ error: 'invalid_quantity' }).int({ error: 'invalid_quantity' }).min(1, { error: 'invalid_quantity' }).max(LINE_MAX_QUANTITY, { error: 'invalid_quantity' });
const cartLineKey = z.object({ productId, storeId });

export const addToCartInput = z.object({ productId, storeId, quantity });
export const updateCartLineInput = cartLineKey.extend({ quantity, selected: z.boolean() });
/** Every line of the cart, or of one store's. */
export const selectCartLinesInput = z.object({ storeId: storeId.optional(), selected: z.boolean() });
export const removeCartLinesInput = z.object({ lines: z.array(cartLineKey).min(1).max(CART_MAX_LINES) });

/** What a checkout buys: the cart's selected lines, or given items ("Buy now"). */
const checkoutSource = z.union([z.object({ from: z.literal('cart') }), z.object({ items: z.array(z.object({ productId, storeId, quantity })).min(1).max(CART_MAX_LINES) })]);
/** The delivery address; left out for the shopper's default. */
const deliveryAddress = z.object({ addressId: z.number().int().positive().optional() });

export const quoteCheckoutInput = z.intersection(checkoutSource, deliveryAddress);
/** Placing what was quoted: `expectedTotal` is the quote's total (quote_changed when it moved). */
export const placeOrdersInput = z.intersection(checkoutSource, deliveryAddress.extend({ expectedTotal: rupiah.min(0, { error: 'invalid_amount' }) }));

export const orderIdInput = z.object({ id: z.uuid({ error: 'invalid_order_id' }) });
export const buyerOrdersInput = z.object({ tab: z.enum(buyerOrderTabs, { error: 'invalid_tab' }).default('all'), cursor, limit: pageLimit });
export const reviewOrderInput = orderIdInput.extend({
  rating: z.number({ error: 'invalid_rating' }).int({ error: 'invalid_rating' }).min(1, { error: 'invalid_rating' }).max(5, { error: 'invalid_rating' }),
  text: multiLineText().trim().max(REVIEW_TEXT_MAX_LENGTH, { error: 'review_too_long' }),
});
export const requestReturnInput = orderIdInput.extend({
  reason: multiLineText({ error: 'return_reason_required' }).trim().min(1, { error: 'return_reason_required' }).max(RETURN_REASON_MAX_LENGTH),
});

/** The orders one payment covers (1 to CHECKOUT_MAX_STORES) and how; no method is "Please select a payment method". */
export const payOrdersInput = z.object({
  orderIds: z.array(z.uuid({ error: 'invalid_order_id' })).min(1, { error: 'invalid_order_id' }).max(CHECKOUT_MAX_STORES, { error: 'invalid_order_id' }),
  method: z.enum(orderPaymentMethods, { error: 'payment_method_required' }),
});

const notificationId = z.number().int().positive();

/** Marks the listed notifications read (1 to MARK_READ_MAX_IDS), or every one with `all: true`. */
export const markNotificationsReadInput = z
  .object({ ids: z.array(notificationId).max(MARK_READ_MAX_IDS, { error: 'too_many_notifications' }).optional(), all: z.literal(true).optional() })
  .superRefine((input, ctx) => {
    // Exactly one of the two: nothing to mark, or both at once, is a caller's mistake.
    if ((input.all === true) === (input.ids !== undefined && input.ids.length > 0)) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'ids or all' });
  })
  .transform((input): { ids: number[] } | { all: true } => (input.all ? { all: true } : { ids: input.ids! }));

/**
 * The language messages are written in, and the whole set of opt-outs (replacing the previous
 * one): either may be left out to keep it. Codes cannot be opted out, so no class names them.
 */
export const updateNotificationPreferencesInput = z.object({
  language: z.enum(messageLanguages, { error: 'invalid_preferences' }).optional(),
  optOuts: z
    .array(z.object({ class: z.enum(notificationClasses, { error: 'invalid_preferences' }), channel: z.enum(notificationChannels, { error: 'invalid_preferences' }) }))
    .max(OPT_OUTS_MAX, { error: 'invalid_preferences' })
    .optional(),
});

/** The operators' deliveries list: by exact recipient (e-mail, E.164 phone or user id) and status, newest first. */
export const deliveriesInput = z.object({
  recipient: text().trim().max(DELIVERY_RECIPIENT_MAX).default(''),
  status: z.enum(['all', ...deliveryStatuses]).default('all'),
  cursor,
  limit: pageLimit,
});

/** A message kind as the messages service names it (`order_paid`); the service says whether it knows it. */
const messageKind = text().regex(/^[a-z][a-z0-9_]{0,63}$/);

/** An operator's texts of one template, each within the messages service's limits (it checks the placeholders). */
const templateTexts = z.object({
  title: text().max(TEMPLATE_TEXT_LIMITS.title, { error: 'template_invalid' }),
  short: multiLineText().max(TEMPLATE_TEXT_LIMITS.short, { error: 'template_invalid' }),
  body: multiLineText().max(TEMPLATE_TEXT_LIMITS.body, { error: 'template_invalid' }),
});

/** Texts to preview for a kind in a language: nothing is stored. */
export const previewTemplateInput = z.object({ kind: messageKind, language: z.enum(messageLanguages), texts: templateTexts });

/** New texts for a kind in a language, or `restore` for the built-in ones. */
export const updateTemplateInput = z.union([
  z.object({ kind: messageKind, language: z.enum(messageLanguages), texts: templateTexts }),
  z.object({ kind: messageKind, language: z.enum(messageLanguages), restore: z.literal(true) }),
]);
