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
} from '@shop/contracts';
import { z } from 'zod';
import type { MessageKey } from './i18n/messages.js';

// Input schemas of the account and address forms. Every message is a key of i18n/messages.ts and
// every rule comes from @shop/contracts' account rules, which the front ends and identity share;
// errors.ts turns the first keyed issue into the translated message and names its field.

/** Reports a rule's problem; typed so that every problem the shared rules name has a message. */
function report(ctx: z.RefinementCtx, problem: MessageKey | undefined, path: string[] = []): void {
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
}

/** A required string checked by a shared rule that names its problem. */
function ruled(missing: MessageKey, problemOf: (value: string) => MessageKey | undefined) {
  return z.string({ error: missing }).superRefine((value, ctx) => report(ctx, problemOf(value)));
}

function optionalRuled(problem: MessageKey, isValid: (value: string) => boolean) {
  return z
    .string({ error: problem })
    .refine(isValid, { error: problem })
    .optional();
}

export const account = ruled('account_required', accountProblem);
export const code = ruled('code_required', codeProblem);
export const newPassword = ruled('password_required', passwordProblem);
const currentPassword = ruled('password_required', currentPasswordProblem);
const confirmation = z.string({ error: 'confirm_password_required' });

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
  .object({ account, password: z.string().optional(), code: z.string().optional() })
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
  recipientName: z.string({ error: 'name_required' }),
  phone: z.string({ error: 'phone_required' }),
  provinceCode: z.string().max(16).default(''),
  cityCode: z.string().max(16).default(''),
  districtCode: z.string().max(16).default(''),
  detail: z.string({ error: 'detail_required' }),
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
  storeName: z.string({ error: 'store_name_required' }).max(200),
  phone: z.string({ error: 'phone_required' }).max(40),
  description: z.string().max(2_000).default(''),
  /** From merchant.uploadLogo. */
  logoKey: z.string().min(1).max(200),
});

export const applyInput = storeFields
  .extend({ ownerName: z.string({ error: 'owner_name_required' }).max(200), ktpNumber: z.string({ error: 'ktp_required' }).max(40) })
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
  image: z
    .string()
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64, { error: 'logo_too_large' })
    .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'invalid_logo' }),
});

export const storeQuery = z.string().trim().max(STORE_QUERY_MAX_LENGTH, { error: 'invalid_query' }).default('');

export const reviewReason = z.string({ error: 'reason_required' }).superRefine((reason, ctx) => report(ctx, reviewReasonProblem(reason)));

/** An opaque keyset position from the previous page ('' for the first). */
export const cursor = z.string().max(200).default('');
