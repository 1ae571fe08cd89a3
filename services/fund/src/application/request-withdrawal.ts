import { randomUUID } from 'node:crypto';
import { postingReferences } from '@shop/contracts';
import { defineCommand, runWithin } from '@shop/service-kit';
import { Withdrawal, type WithdrawalRecord } from '../db/entities.js';
import { SERVICE_NAME, userOf } from './shared/callers.js';
import { post } from './post.js';
import { withdrawalTerms } from './quote-withdrawal.js';

/**
 * Holds `amount` of the caller's available balance (a `withdrawal` record of -amount) for a
 * withdrawal to the bound bank account, charged the fee in effect now; an operator reviews it.
 */
export const requestWithdrawal = defineCommand('RequestWithdrawal', async (context, request: { amount: number }): Promise<WithdrawalRecord> => {
  const { em, now, caller } = context;
  const userId = userOf(caller);
  const terms = await withdrawalTerms(em, userId, request.amount, now);
  const id = randomUUID();
  const { amount } = terms;
  // Checks the balance again under the accounts' lock: insufficient_balance if it went meanwhile.
  const hold = await runWithin(SERVICE_NAME, context, post, { operation: 'hold', userId, amount, type: 'withdrawal', reference: postingReferences.withdrawalHold(id), memo: '' });
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
