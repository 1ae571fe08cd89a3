// Money forms shared by the fund and payment services, the BFF and the browser
// (`@shop/contracts/money-rules` imports nothing, so a front end can bundle it): Indonesian banks
// and their account numbers, recharge methods and limits, fund record types. Problems are named by
// their message keys, as in account-rules.

/**
 * An amount of whole rupiah as the shop shows it, on its pages and in its messages: `Rp 1.250.000`,
 * dots between thousands in every language (Indonesian prices are read that way). Written out by
 * hand rather than with Intl, whose output differs between ICU versions, so the server's HTML, the
 * browser's render and a message agree.
 */
export function formatRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && whole !== 0 ? '-' : ''}Rp ${grouped}`;
}

/**
 * Banks a withdrawal can pay out to, with the lengths of their account numbers (digits). Codes are
 * the payout API's bank codes, lower case.
 */
export const indonesianBanks = [
  { code: 'bca', name: 'BCA', accountDigits: [10] },
  { code: 'bni', name: 'BNI', accountDigits: [10] },
  { code: 'bri', name: 'BRI', accountDigits: [15] },
  { code: 'mandiri', name: 'Mandiri', accountDigits: [13] },
  { code: 'permata', name: 'Permata', accountDigits: [10, 16] },
  { code: 'cimb', name: 'CIMB Niaga', accountDigits: [12, 13, 14] },
  { code: 'bsi', name: 'BSI (Bank Syariah Indonesia)', accountDigits: [10] },
  { code: 'danamon', name: 'Danamon', accountDigits: [10] },
  { code: 'btn', name: 'BTN', accountDigits: [16] },
  { code: 'ocbc', name: 'OCBC', accountDigits: [12] },
] as const;

export type BankCode = (typeof indonesianBanks)[number]['code'];

export const ACCOUNT_NAME_MAX_LENGTH = 60;

export function bankOf(code: string): (typeof indonesianBanks)[number] | undefined {
  return indonesianBanks.find((bank) => bank.code === code);
}

/** The account number as stored: its digits without the spaces and dashes people type. */
export function normalizeAccountNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export interface BankAccountFields {
  bankCode: string;
  accountName: string;
  accountNumber: string;
}

export type BankAccountProblem =
  | 'bank_required'
  | 'account_name_required'
  | 'invalid_account_name'
  | 'account_number_required'
  | 'invalid_account_number';

/** The first problem of the bank form, in the order the form shows its fields. */
export function bankAccountProblem(fields: BankAccountFields): { field: keyof BankAccountFields; problem: BankAccountProblem } | undefined {
  const bank = bankOf(fields.bankCode);
  if (!bank) return { field: 'bankCode', problem: 'bank_required' };
  const name = fields.accountName.trim();
  if (name === '') return { field: 'accountName', problem: 'account_name_required' };
  // As the bank prints it: letters, spaces, dots, commas, apostrophes and hyphens.
  if ([...name].length > ACCOUNT_NAME_MAX_LENGTH || !/^[\p{L}][\p{L}\p{M} .,'-]*$/u.test(name)) return { field: 'accountName', problem: 'invalid_account_name' };
  const number = normalizeAccountNumber(fields.accountNumber);
  if (number === '') return { field: 'accountNumber', problem: 'account_number_required' };
  if (!/^\d+$/.test(number) || !(bank.accountDigits as readonly number[]).includes(number.length)) return { field: 'accountNumber', problem: 'invalid_account_number' };
  return undefined;
}

/** An account number as others than its owner see it: the last four digits. */
export function maskAccountNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** Recharge methods, by their payment service wire names, and how the payer pays. */
export const rechargeMethods = [
  { method: 'bca_va', kind: 'virtual_account', maxAmount: 50_000_000 },
  { method: 'bni_va', kind: 'virtual_account', maxAmount: 50_000_000 },
  { method: 'bri_va', kind: 'virtual_account', maxAmount: 50_000_000 },
  { method: 'mandiri_bill', kind: 'virtual_account', maxAmount: 50_000_000 },
  { method: 'permata_va', kind: 'virtual_account', maxAmount: 50_000_000 },
  // Bank Indonesia's cap on one QRIS payment.
  { method: 'qris', kind: 'qris', maxAmount: 10_000_000 },
  { method: 'gopay', kind: 'ewallet', maxAmount: 10_000_000 },
  { method: 'shopeepay', kind: 'ewallet', maxAmount: 10_000_000 },
] as const;

export type RechargeMethod = (typeof rechargeMethods)[number]['method'];
export type RechargeKind = (typeof rechargeMethods)[number]['kind'];

/** How an order can be paid: the wallet balance, or any recharge method through the gateway. */
export const orderPaymentMethods = ['balance', ...rechargeMethods.map(({ method }) => method)] as const satisfies readonly string[];
export type OrderPaymentMethod = 'balance' | RechargeMethod;

export const RECHARGE_MIN_AMOUNT = 10_000;
export const RECHARGE_PRESETS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;
/** How long a charge waits for the payer. */
export const RECHARGE_EXPIRY_MINUTES = 60;
/** Unpaid, unexpired recharges one user may have open at once: each is a charge at the gateway. */
export const MAX_PENDING_RECHARGES = 10;

export type RechargeProblem = 'payment_method_required' | 'amount_required' | 'amount_below_minimum' | 'amount_above_maximum';

/** A recharge's amount and method: whole rupiah within the method's limits. */
export function rechargeProblem(amount: number, method: string): { field: 'amount' | 'method'; problem: RechargeProblem } | undefined {
  const option = rechargeMethods.find((candidate) => candidate.method === method);
  if (!option) return { field: 'method', problem: 'payment_method_required' };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { field: 'amount', problem: 'amount_required' };
  if (amount < RECHARGE_MIN_AMOUNT) return { field: 'amount', problem: 'amount_below_minimum' };
  if (amount > option.maxAmount) return { field: 'amount', problem: 'amount_above_maximum' };
  return undefined;
}

/** The spec's fund record types (`sysmtem` is spelt so: it is a wire value). */
export const fundRecordTypes = ['prd_order_pay', 'mch_order_pay', 'recharge', 'withdrawal', 'profit', 'sysmtem'] as const;
export type FundRecordType = (typeof fundRecordTypes)[number];

/** The memo of a record that gives a hold back (a rejected or failed withdrawal, a cancelled payment); pages say it in the reader's language. */
export const RETURNED_MEMO = 'returned';

/** A withdrawal's states: held in review, paying out, then paid, or rejected / failed (the hold released). */
export const withdrawalStatuses = ['in_review', 'paying', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * An operator's wallet adjustment: applied at once up to the approval threshold; above it pending
 * until a second operator approves (its posting under way, then applied, or failed when refused)
 * or rejects it.
 */
export const adjustmentStatuses = ['pending', 'approved', 'applied', 'rejected', 'failed'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** A recharge's states: pending until the gateway says paid, expired or failed. */
export const rechargeStatuses = ['pending', 'paid', 'expired', 'failed'] as const;
export type RechargeStatus = (typeof rechargeStatuses)[number];

/** The smallest withdrawal. */
export const WITHDRAWAL_MIN_AMOUNT = 10_000;
/** The largest amount an operator adjusts by in one posting, either way. */
export const ADJUSTMENT_MAX_AMOUNT = 100_000_000;

/**
 * What a sale earns the store: the goods amount the buyer paid for, less the goods cost the
 * merchant pays the platform (a product's merchant price per unit; `mch_order_pay` in the ledger).
 * The one definition: a product's profit per unit, an order's, and a wallet's lifetime profit
 * (its profit records less its goods costs paid) are all this.
 */
export function profitOf(goodsAmount: number, goodsCost: number): number {
  return goodsAmount - goodsCost;
}
