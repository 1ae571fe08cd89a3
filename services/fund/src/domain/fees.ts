import { fundReasons, WITHDRAWAL_MIN_AMOUNT } from '@shop/contracts';

/** Percentages in basis points (1100 = 11 %), money in whole rupiah. */
export interface FeeValues {
  serviceFeeBp: number;
  shippingFee: number;
  vatBp: number;
  withdrawalFeeBp: number;
  withdrawalFeeMin: number;
}

export interface FeeSettings extends FeeValues {
  version: number;
  effectiveAt: Date;
}

export const BASIS_POINTS = 10_000;
/** The largest shipping fee or minimum withdrawal fee an operator may set. */
export const FEE_MONEY_MAX = 10_000_000;

/** Each value's largest setting, in the order the operator's form shows them. */
const feeLimits: Record<keyof FeeValues, number> = {
  serviceFeeBp: BASIS_POINTS,
  shippingFee: FEE_MONEY_MAX,
  vatBp: BASIS_POINTS,
  withdrawalFeeBp: BASIS_POINTS,
  withdrawalFeeMin: FEE_MONEY_MAX,
};

/** The first value out of range: percentages 0..10 000 bp, money 0..FEE_MONEY_MAX, all whole numbers. */
export function feeValuesProblem(values: FeeValues): { field: keyof FeeValues; problem: typeof fundReasons.invalidFeeSettings } | undefined {
  const field = (Object.keys(feeLimits) as (keyof FeeValues)[]).find((name) => !within(values[name], feeLimits[name]));
  return field ? { field, problem: fundReasons.invalidFeeSettings } : undefined;
}

function within(value: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= max;
}

/** amount × bp / 10 000, rounded half up, in exact integer arithmetic. */
export function percentageOf(amount: number, bp: number): number {
  return Number((BigInt(amount) * BigInt(bp) + BigInt(BASIS_POINTS / 2)) / BigInt(BASIS_POINTS));
}

/** A withdrawal's fee: max(amount × rate, minimum), never above the amount. */
export function withdrawalFee(amount: number, fees: Pick<FeeValues, 'withdrawalFeeBp' | 'withdrawalFeeMin'>): number {
  return Math.min(amount, Math.max(percentageOf(amount, fees.withdrawalFeeBp), fees.withdrawalFeeMin));
}

export interface WithdrawalQuote {
  amount: number;
  fee: number;
  netAmount: number;
}

/**
 * What a withdrawal of `amount` costs under these fees, or why it cannot be asked for: not a whole
 * positive amount, below the minimum, or nothing left to pay out once the fee is taken.
 */
export function quoteWithdrawal(
  amount: number,
  fees: Pick<FeeValues, 'withdrawalFeeBp' | 'withdrawalFeeMin'>,
): WithdrawalQuote | typeof fundReasons.invalidAmount | typeof fundReasons.withdrawalBelowMinimum {
  if (!Number.isSafeInteger(amount) || amount <= 0) return fundReasons.invalidAmount;
  if (amount < WITHDRAWAL_MIN_AMOUNT) return fundReasons.withdrawalBelowMinimum;
  const fee = withdrawalFee(amount, fees);
  if (fee >= amount) return fundReasons.withdrawalBelowMinimum;
  return { amount, fee, netAmount: amount - fee };
}
