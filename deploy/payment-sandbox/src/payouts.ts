import { sha512 } from './charges.js';

export type PayoutStatus = 'queued' | 'completed' | 'failed';

/** A payout as the sandbox keeps it (in memory). */
export interface Payout {
  referenceNo: string;
  /** Whole rupiah. */
  amount: number;
  bank: string;
  account: string;
  name: string;
  status: PayoutStatus;
  errorCode: string | undefined;
  errorMessage: string | undefined;
  createdAt: Date;
  updatedAt: Date;
}

/** Account numbers ending in 0000 fail: the failure rule for tests of a failed payout. */
export function isFailingAccount(account: string): boolean {
  return account.endsWith('0000');
}

export type PayoutProblem = { status: number; message: string };

/**
 * A payout from the first entry of an Iris-style `POST /api/v1/payouts` body, or the problem with
 * it: the caller's `reference_no` (a retry under it creates nothing), the beneficiary, and a whole
 * rupiah amount written as the gateway writes money ("150000.00").
 */
export function payoutFromRequest(body: unknown, now: Date): Payout | PayoutProblem {
  const payouts = (body as { payouts?: unknown } | null)?.payouts;
  const entry = (Array.isArray(payouts) && payouts.length === 1 ? payouts[0] : undefined) as Record<string, unknown> | undefined;
  if (!entry) return { status: 400, message: 'payouts must hold exactly one payout' };
  const { reference_no: referenceNo, beneficiary_name: name, beneficiary_account: account, beneficiary_bank: bank, amount } = entry;
  if (typeof referenceNo !== 'string' || !/^[\w-]{1,64}$/.test(referenceNo)) return { status: 400, message: 'reference_no is required' };
  if (typeof name !== 'string' || name.trim() === '') return { status: 400, message: 'beneficiary_name is required' };
  if (typeof account !== 'string' || !/^\d{6,20}$/.test(account)) return { status: 400, message: 'beneficiary_account must be 6 to 20 digits' };
  if (typeof bank !== 'string' || !/^[a-z]{2,20}$/.test(bank)) return { status: 400, message: 'beneficiary_bank is required' };
  const whole = typeof amount === 'string' ? /^(\d{1,15})(?:\.0{1,2})?$/.exec(amount) : null;
  if (!whole || Number(whole[1]) < 1) return { status: 400, message: 'amount must be a whole number of rupiah, e.g. "150000.00"' };
  return { referenceNo, amount: Number(whole[1]), bank, account, name, status: 'queued', errorCode: undefined, errorMessage: undefined, createdAt: now, updatedAt: now };
}

/** Settles a queued payout by the failure rule. */
export function settle(payout: Payout, now: Date): void {
  const failing = isFailingAccount(payout.account);
  Object.assign(payout, {
    status: failing ? 'failed' : 'completed',
    errorCode: failing ? 'invalid_account' : undefined,
    errorMessage: failing ? 'The beneficiary account number is not valid at the bank' : undefined,
    updatedAt: now,
  });
}

/** The payout as the status API and the callback describe it. */
export function payoutAnswer(payout: Payout): Record<string, unknown> {
  return {
    reference_no: payout.referenceNo,
    beneficiary_name: payout.name,
    beneficiary_bank: payout.bank,
    beneficiary_account: payout.account,
    amount: `${payout.amount}.00`,
    status: payout.status,
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
    ...(payout.errorCode ? { error_code: payout.errorCode, error_message: payout.errorMessage } : {}),
  };
}

/**
 * The payout callback, signed the way charge notifications are, over its own fields:
 * `signature_key` = SHA-512 of reference_no + status + amount + the key.
 */
export function payoutNotification(payout: Payout, key: string): Record<string, unknown> {
  const answer = payoutAnswer(payout);
  return { ...answer, signature_key: sha512(`${payout.referenceNo}${payout.status}${String(answer['amount'])}${key}`) };
}
