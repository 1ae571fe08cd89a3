import type { EntityManager } from '@mikro-orm/postgresql';
import { fundReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { BankAccount, type BankAccountRecord, type FeeSettingsRecord } from '../db/entities.js';
import { feeSettingsAt } from '../db/fee-settings-repository.js';
import { coolingOffUntil } from '../domain/bank-cool-off.js';
import { jakartaMinute } from '../domain/jakarta-dates.js';
import { walletOf } from '../db/ledger-repository.js';
import { quoteWithdrawal as quote, type WithdrawalQuote } from '../domain/fees.js';
import { userOf } from './shared/callers.js';

export interface WithdrawalTerms extends WithdrawalQuote {
  available: number;
  feeSettings: FeeSettingsRecord;
  bankAccount: BankAccountRecord;
}

/**
 * What a withdrawal of `amount` would be now, refused as RequestWithdrawal would refuse it: the
 * amount (invalid_amount, withdrawal_below_minimum), then bank_account_required, then
 * withdrawals_cooling_off (the account was replaced lately: `opensAt`, Jakarta time), then
 * insufficient_balance. The balance read here is a preview: the request checks it again under its lock.
 */
export async function withdrawalTerms(em: EntityManager, userId: string, amount: number, now: Date): Promise<WithdrawalTerms> {
  const feeSettings = await feeSettingsAt(em, now);
  if (!feeSettings) throw new Error('no fee settings in effect: the migration seeds version 1 from the epoch');
  const terms = quote(amount, feeSettings);
  if (typeof terms === 'string') throw new AppError('INVALID_ARGUMENT', terms, 'invalid amount', { field: 'amount' });
  const bankAccount = await em.findOne(BankAccount, { userId });
  if (!bankAccount) throw new AppError('FAILED_PRECONDITION', fundReasons.bankAccountRequired);
  const opensAt = coolingOffUntil(bankAccount.withdrawalsOpenAt, now);
  if (opensAt) throw new AppError('FAILED_PRECONDITION', fundReasons.withdrawalsCoolingOff, `withdrawals open at ${opensAt.toISOString()}`, { opensAt: jakartaMinute(opensAt) });
  const { available } = await walletOf(em, userId);
  if (available < amount) throw new AppError('FAILED_PRECONDITION', fundReasons.insufficientBalance);
  return { ...terms, available, feeSettings, bankAccount };
}

/** The fee and net amount a withdrawal of `amount` would have now. */
export const quoteWithdrawal = defineQuery('QuoteWithdrawal', async ({ em, now, caller }, request: { amount: number }): Promise<WithdrawalTerms> =>
  withdrawalTerms(em, userOf(caller), request.amount, now),
);
