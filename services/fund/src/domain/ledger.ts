import { fundReasons, isFundOwnReference, type FundRecordType } from '@shop/contracts';

/** A user's two accounts: what they may spend, and what is held for a withdrawal or a payment in flight. */
export const userAccountKinds = ['available', 'held'] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];

/**
 * The platform's side of every posting. Their balances are the sum of their lines: they take no
 * limit, so nothing needs them locked.
 */
export const platformAccountKinds = ['gateway_clearing', 'order_clearing', 'payout_clearing', 'fee_revenue', 'adjustments'] as const;
export type PlatformAccountKind = (typeof platformAccountKinds)[number];

export type AccountKind = UserAccountKind | PlatformAccountKind;

/** What a posting does to a user's wallet; `take` settles a withdrawal's hold once it is paid out. */
export const operations = ['credit', 'debit', 'hold', 'release', 'take'] as const;
export type Operation = (typeof operations)[number];

/** Where the money of a credit comes from, or a debit's goes, by the record type the user sees. */
const counterAccountOf: Record<FundRecordType, PlatformAccountKind> = {
  recharge: 'gateway_clearing',
  prd_order_pay: 'order_clearing',
  mch_order_pay: 'order_clearing',
  profit: 'order_clearing',
  withdrawal: 'payout_clearing',
  sysmtem: 'adjustments',
};

export function counterAccount(type: FundRecordType): PlatformAccountKind {
  return counterAccountOf[type];
}

/** One posting's movement: a positive amount; `take` also names the fee kept from it. */
export type Movement =
  | { operation: 'credit' | 'debit' | 'hold' | 'release'; type: FundRecordType; amount: number }
  | { operation: 'take'; type: FundRecordType; amount: number; fee: number };

export interface LedgerLine {
  account: AccountKind;
  /** Signed: the lines of one posting sum to zero. */
  amount: number;
}

/**
 * The lines of a posting (double entry: they sum to zero). Credit and debit move money between
 * the user's available balance and the record type's platform account; hold and release between
 * available and held; take moves a held amount out, the net to payout clearing and the fee to revenue.
 */
export function ledgerLines(movement: Movement): LedgerLine[] {
  const { amount } = movement;
  switch (movement.operation) {
    case 'credit':
      return [
        { account: 'available', amount },
        { account: counterAccount(movement.type), amount: -amount },
      ];
    case 'debit':
      return [
        { account: 'available', amount: -amount },
        { account: counterAccount(movement.type), amount },
      ];
    case 'hold':
      return [
        { account: 'available', amount: -amount },
        { account: 'held', amount },
      ];
    case 'release':
      return [
        { account: 'held', amount: -amount },
        { account: 'available', amount },
      ];
    case 'take': {
      const lines: LedgerLine[] = [
        { account: 'held', amount: -amount },
        { account: 'payout_clearing', amount: amount - movement.fee },
      ];
      if (movement.fee > 0) lines.push({ account: 'fee_revenue', amount: movement.fee });
      return lines;
    }
  }
}

/** A user's balances and the running totals the wallet figures come from. */
export interface UserBalances {
  available: number;
  held: number;
  /** Sum of the profit records. */
  profitRecords: number;
  /** Goods cost paid: minus the sum of the mch_order_pay records. */
  goodsCost: number;
}

export const emptyBalances: UserBalances = { available: 0, held: 0, profitRecords: 0, goodsCost: 0 };

/**
 * The user's balances after the lines, or insufficient_balance when either would go below zero
 * (the database's CHECK says the same; this answers with the reason first).
 */
export function applyLines(before: UserBalances, lines: readonly LedgerLine[], type: FundRecordType): UserBalances | typeof fundReasons.insufficientBalance {
  const change = (kind: UserAccountKind) => lines.filter((line) => line.account === kind).reduce((sum, line) => sum + line.amount, 0);
  const available = before.available + change('available');
  const held = before.held + change('held');
  if (available < 0 || held < 0) return fundReasons.insufficientBalance;
  return {
    available,
    held,
    profitRecords: before.profitRecords + (type === 'profit' ? change('available') : 0),
    goodsCost: before.goodsCost - (type === 'mch_order_pay' ? change('available') : 0),
  };
}

/** The largest amount one posting moves: a trillion rupiah keeps every sum far inside JavaScript's safe integers. */
export const POSTING_MAX_AMOUNT = 1_000_000_000_000;

export function amountProblem(amount: number): typeof fundReasons.invalidAmount | undefined {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= POSTING_MAX_AMOUNT ? undefined : fundReasons.invalidAmount;
}

const REFERENCE = /^[a-z][a-z_-]*:[A-Za-z0-9._:-]+$/;
export const REFERENCE_MAX_LENGTH = 120;

/** Who a posting is made by: another service, or the fund service itself (withdrawals, adjustments, events). */
export type Poster = 'service' | 'fund';

/**
 * A reference: `<kind>:<id>` (recharge:<id>, order-payment:<id>, goods-cost:<id>…), at most 120
 * characters. The fund's own kinds (withdrawal:, adjustment:) are the fund's alone, so a service
 * can neither take over nor block one of its postings.
 */
export function referenceProblem(reference: string, poster: Poster = 'service'): typeof fundReasons.invalidReference | undefined {
  const valid = reference.length <= REFERENCE_MAX_LENGTH && REFERENCE.test(reference) && (poster === 'fund' || !isFundOwnReference(reference));
  return valid ? undefined : fundReasons.invalidReference;
}

export const MEMO_MAX_LENGTH = 300;
