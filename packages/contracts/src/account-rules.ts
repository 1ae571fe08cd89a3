// Formats of the account and address fields, shared by the identity service, the BFF and the
// browser (`@shop/contracts/account-rules` has no imports, so a front end can bundle it).

export type AccountKind = 'phone' | 'email';

/** An account in its one stored spelling: E.164 phone (+628…) or lower-cased email. */
export interface Account {
  kind: AccountKind;
  value: string;
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const CODE_LENGTH = 6;
export const NICKNAME_MAX_LENGTH = 32;
export const AVATAR_MAX_LENGTH = 500;
export const RECIPIENT_NAME_MAX_LENGTH = 50;
export const ADDRESS_DETAIL_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

// Indonesian mobile numbers: 8 then 8 to 11 digits after the country code (0812-3456-7890).
const mobileNationalNumber = /^8\d{8,11}$/;
// Spaces, dashes, dots and brackets people type between digit groups.
const phoneSeparators = /[\s\-.()]/g;
// The HTML living standard's pragmatic email rule, on the lower-cased address.
const emailPattern = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
// Printable ASCII without spaces, at least one letter and one digit.
const passwordPattern = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);
const codePattern = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const inviteCodePattern = /^[A-Za-z0-9]{4,16}$/;

/**
 * An Indonesian mobile number as E.164 (+628…), from any common spelling: 0812…, 62812…,
 * +62 812-…, +62 (0)812… or 812… typed after a +62 prefix shown by the form.
 */
export function normalizePhone(raw: string): string | undefined {
  const compact = raw.replace(phoneSeparators, '');
  if (compact.startsWith('+') && !compact.startsWith('+62')) return undefined;
  const national = compact.replace(/^\+?62/, '').replace(/^0/, '');
  return mobileNationalNumber.test(national) ? `+62${national}` : undefined;
}

export function normalizeEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && emailPattern.test(email) ? email : undefined;
}

/** Anything with an @ is an email address; everything else must be a mobile number. */
export function normalizeAccount(raw: string): Account | undefined {
  if (raw.includes('@')) {
    const email = normalizeEmail(raw);
    return email ? { kind: 'email', value: email } : undefined;
  }
  const phone = normalizePhone(raw);
  return phone ? { kind: 'phone', value: phone } : undefined;
}

/** 6 to 32 printable ASCII characters, no spaces, with at least one letter and one digit. */
export function isValidPassword(password: string): boolean {
  return passwordPattern.test(password);
}

export function isValidCode(code: string): boolean {
  return codePattern.test(code);
}

/** 4 to 16 letters and digits. */
export function isValidInviteCode(inviteCode: string): boolean {
  return inviteCodePattern.test(inviteCode);
}

export function isValidNickname(nickname: string): boolean {
  const trimmed = nickname.trim();
  return trimmed.length > 0 && trimmed.length <= NICKNAME_MAX_LENGTH;
}

/** Empty (no avatar), a site path or an https URL. */
export function isValidAvatar(avatar: string): boolean {
  if (avatar.length > AVATAR_MAX_LENGTH || /\s/.test(avatar)) return false;
  return avatar === '' || /^\/[^/]/.test(avatar) || /^https:\/\/[^/]+/.test(avatar);
}

// Problems are named by their message keys, so every side shows the same text for the same rule.

export function accountProblem(raw: string): 'account_required' | 'invalid_account_format' | undefined {
  if (raw.trim() === '') return 'account_required';
  return normalizeAccount(raw) ? undefined : 'invalid_account_format';
}

export function passwordProblem(password: string): 'password_required' | 'invalid_password_format' | undefined {
  if (password === '') return 'password_required';
  return isValidPassword(password) ? undefined : 'invalid_password_format';
}

export function confirmationProblem(password: string, confirmation: string): 'confirm_password_required' | 'passwords_mismatch' | undefined {
  if (confirmation === '') return 'confirm_password_required';
  return confirmation === password ? undefined : 'passwords_mismatch';
}

/** Signing in needs the current password only to be there: its format is the sign-up's business. */
export function currentPasswordProblem(password: string): 'password_required' | undefined {
  return password === '' ? 'password_required' : undefined;
}

/** The invite code is optional; when given it must look like one. */
export function inviteCodeProblem(inviteCode: string): 'invalid_invite_code' | undefined {
  return inviteCode === '' || isValidInviteCode(inviteCode) ? undefined : 'invalid_invite_code';
}

export function nicknameProblem(nickname: string): 'invalid_nickname' | undefined {
  return isValidNickname(nickname) ? undefined : 'invalid_nickname';
}

export function codeProblem(code: string): 'code_required' | 'invalid_code_format' | undefined {
  if (code.trim() === '') return 'code_required';
  return isValidCode(code.trim()) ? undefined : 'invalid_code_format';
}

export interface AddressFields {
  recipientName: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
}

export type AddressProblem =
  | 'name_required'
  | 'name_too_long'
  | 'phone_required'
  | 'invalid_phone_format'
  | 'address_required'
  | 'address_incomplete'
  | 'detail_required'
  | 'detail_too_long';

/** The first problem of an address form, in the order the form shows its fields. */
export function addressProblem(address: AddressFields): { field: keyof AddressFields; problem: AddressProblem } | undefined {
  const name = address.recipientName.trim();
  if (name === '') return { field: 'recipientName', problem: 'name_required' };
  if (name.length > RECIPIENT_NAME_MAX_LENGTH) return { field: 'recipientName', problem: 'name_too_long' };
  if (address.phone.trim() === '') return { field: 'phone', problem: 'phone_required' };
  if (!normalizePhone(address.phone)) return { field: 'phone', problem: 'invalid_phone_format' };
  if (address.provinceCode === '') return { field: 'provinceCode', problem: 'address_required' };
  if (address.cityCode === '') return { field: 'cityCode', problem: 'address_incomplete' };
  if (address.districtCode === '') return { field: 'districtCode', problem: 'address_incomplete' };
  const detail = address.detail.trim();
  if (detail === '') return { field: 'detail', problem: 'detail_required' };
  if (detail.length > ADDRESS_DETAIL_MAX_LENGTH) return { field: 'detail', problem: 'detail_too_long' };
  return undefined;
}
