import { randomUUID } from 'node:crypto';
import { defineCommand } from '@shop/service-kit';
import { Withdrawal, type WithdrawalRecord } from '../db/entities.js';
import { postJournal } from '../db/ledger-repository.js';
import { userOf } from './callers.js';
import { withdrawalTerms } from './quote-withdrawal.js';

/**
 * Holds `amount` of the caller's available balance (a `withdrawal` record of -amount) for a
 * withdrawal to the bound bank account, charged the fee in effect now; an operator reviews it.
 */
export const requestWithdrawal = defineCommand('RequestWithdrawal', async ({ em, now, caller }, request: { amount: number }): Promise<WithdrawalRecord> => {
  const userId = userOf(caller);
  const terms = await withdrawalTerms(em, userId, request.amount, now);
  const id = randomUUID();
  const { amount } = terms;
  // Checks the balance again under the accounts' lock: insufficient_balance if it went meanwhile.
  const hold = await postJournal(
    em,
    { reference: `withdrawal:${id}`, operation: 'hold', recordType: 'withdrawal', userId, amount, memo: '', holdId: null },
    { operation: 'hold', type: 'withdrawal', amount },
    now,
  );
  const { bankCode, accountName, accountNumber } = terms.bankAccount;
  const withdrawal: WithdrawalRecord = {
    id,
    userId,
    status: 'in_review',
    amount,
    fee: terms.fee,
    netAmount: terms.netAmount,
    feeVersion: terms.feeSettings.version,
    feeBp: terms.feeSettings.withdrawalFeeBp,
    feeMin: terms.feeSettings.withdrawalFeeMin,
    bankCode,
    accountName,
    accountNumber,
    reason: null,
    reviewerId: null,
    holdJournalId: hold.journalId,
    requestedAt: now,
    reviewedAt: null,
    settledAt: null,
  };
  em.create(Withdrawal, withdrawal);
  return withdrawal;
});
