// Formats of the merchant application and store fields, shared by the merchant service, the BFF
// and the browser (`@shop/contracts/merchant-rules` imports only the account rules and the text
// fold, so a front end can bundle it). Problems are named by their message keys, as in account-rules.

import { normalizePhone } from './account-rules.js';
import { foldForSearch } from './text.js';

export const STORE_NAME_MIN_LENGTH = 2;
export const STORE_NAME_MAX_LENGTH = 40;
export const STORE_DESCRIPTION_MAX_LENGTH = 500;
export const OWNER_NAME_MAX_LENGTH = 80;
export const REVIEW_REASON_MAX_LENGTH = 300;
/** The largest logo upload, before re-encoding. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The longest street or store search. */
export const STORE_QUERY_MAX_LENGTH = 40;

/**
 * The store name as people compare it: accents dropped, case folded, spaces collapsed. "Toko
 * Ánda" and "toko  anda" are the same store name and match a search for "anda".
 */
export function foldStoreName(name: string): string {
  return foldForSearch(name);
}

export type StoreNameProblem = 'store_name_required' | 'invalid_store_name';

/** 2 to 40 characters after trimming, with at least one letter or digit and no control characters. */
export function storeNameProblem(name: string): StoreNameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'store_name_required';
  const length = [...trimmed].length;
  if (length < STORE_NAME_MIN_LENGTH || length > STORE_NAME_MAX_LENGTH) return 'invalid_store_name';
  if (!/[\p{L}\p{N}]/u.test(trimmed) || /\p{Cc}/u.test(trimmed)) return 'invalid_store_name';
  return undefined;
}

export function storePhoneProblem(phone: string): 'phone_required' | 'invalid_phone_format' | undefined {
  if (phone.trim() === '') return 'phone_required';
  return normalizePhone(phone) ? undefined : 'invalid_phone_format';
}

export function storeDescriptionProblem(description: string): 'description_too_long' | undefined {
  return [...description.trim()].length > STORE_DESCRIPTION_MAX_LENGTH ? 'description_too_long' : undefined;
}

export function ownerNameProblem(name: string): 'owner_name_required' | 'invalid_owner_name' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'owner_name_required';
  // Names as printed on a KTP: letters, spaces, apostrophes, dots, commas and hyphens.
  return [...trimmed].length <= OWNER_NAME_MAX_LENGTH && /^[\p{L}][\p{L}\p{M} .,'-]*$/u.test(trimmed) ? undefined : 'invalid_owner_name';
}

/**
 * A KTP number (NIK): 16 digits. Digits 1-2 are a province code (11-97), 7-8 the day of birth
 * (women add 40), 9-10 the month, 13-16 a serial that is never 0000.
 */
export function isValidKtpNumber(raw: string): boolean {
  const nik = raw.replace(/[\s.-]/g, '');
  if (!/^\d{16}$/.test(nik)) return false;
  const province = Number(nik.slice(0, 2));
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const birthDay = day > 40 ? day - 40 : day;
  return province >= 11 && province <= 97 && birthDay >= 1 && birthDay <= 31 && month >= 1 && month <= 12 && nik.slice(12) !== '0000';
}

/** The KTP number as stored: its 16 digits without the separators people type. */
export function normalizeKtpNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

export function ktpNumberProblem(ktp: string): 'ktp_required' | 'invalid_ktp_format' | undefined {
  if (ktp.trim() === '') return 'ktp_required';
  return isValidKtpNumber(ktp) ? undefined : 'invalid_ktp_format';
}

export function reviewReasonProblem(reason: string): 'reason_required' | 'reason_too_long' | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return 'reason_required';
  return [...trimmed].length > REVIEW_REASON_MAX_LENGTH ? 'reason_too_long' : undefined;
}

export interface StoreFields {
  storeName: string;
  phone: string;
  description: string;
}

export interface ApplicationFields extends StoreFields {
  ownerName: string;
  ktpNumber: string;
}

export type StoreProblem =
  | StoreNameProblem
  | NonNullable<ReturnType<typeof storePhoneProblem | typeof storeDescriptionProblem | typeof ownerNameProblem | typeof ktpNumberProblem>>;

/** The first problem of a store form, in the order the form shows its fields. */
export function storeProblem(fields: StoreFields): { field: keyof StoreFields; problem: StoreProblem } | undefined {
  const name = storeNameProblem(fields.storeName);
  if (name) return { field: 'storeName', problem: name };
  const phone = storePhoneProblem(fields.phone);
  if (phone) return { field: 'phone', problem: phone };
  const description = storeDescriptionProblem(fields.description);
  if (description) return { field: 'description', problem: description };
  return undefined;
}

/** The first problem of the application form: the store's fields, then the owner's. */
export function applicationProblem(fields: ApplicationFields): { field: keyof ApplicationFields; problem: StoreProblem } | undefined {
  const store = storeProblem(fields);
  if (store) return store;
  const owner = ownerNameProblem(fields.ownerName);
  if (owner) return { field: 'ownerName', problem: owner };
  const ktp = ktpNumberProblem(fields.ktpNumber);
  if (ktp) return { field: 'ktpNumber', problem: ktp };
  return undefined;
}
