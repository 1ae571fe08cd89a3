import { LockMode } from '@mikro-orm/core';
import { bankAccountProblem, fundReasons, normalizeAccountNumber } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import { BankAccount, type BankAccountRecord } from '../db/entities.js';
import { withdrawalsOpenAfterReplacement } from '../domain/bank-cool-off.js';
import { userOf } from './shared/callers.js';

export interface BindBankAccountRequest {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  passwordConfirmed: boolean;
}

/**
 * Binds the caller's bank account (the form's rules per bank), or replaces a bound one, which
 * needs `passwordConfirmed` (the BFF sets it after identity verified the password) and closes
 * withdrawals for `coolOffSeconds`. Binding the account already bound changes nothing.
 */
export const bindBankAccount = (coolOffSeconds: number) =>
  defineCommand(
    'BindBankAccount',
    async ({ em, now, caller }, request: BindBankAccountRequest): Promise<BankAccountRecord> => {
      const userId = userOf(caller);
      const problem = bankAccountProblem(request);
      if (problem) throw new AppError('INVALID_ARGUMENT', problem.problem, `invalid ${problem.field}`, { field: problem.field });
      const fields = { bankCode: request.bankCode, accountName: request.accountName.trim(), accountNumber: normalizeAccountNumber(request.accountNumber) };
      const first: BankAccountRecord = { userId, ...fields, boundAt: now, withdrawalsOpenAt: null };
      // The first bind inserts; one racing it waits on the key and then counts as a replacement.
      const inserted = await em.createQueryBuilder(BankAccount).insert(first).onConflict().ignore().execute('run');
      if (inserted.affectedRows > 0) return first;
      const bound = await em.findOneOrFail(BankAccount, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (bound.bankCode === fields.bankCode && bound.accountName === fields.accountName && bound.accountNumber === fields.accountNumber) return plainRecord(bound);
      if (!request.passwordConfirmed) throw new AppError('FAILED_PRECONDITION', fundReasons.passwordConfirmationRequired);
      Object.assign(bound, fields, { boundAt: now, withdrawalsOpenAt: withdrawalsOpenAfterReplacement(now, coolOffSeconds) });
      return plainRecord(bound);
    },
    // The account number is personal data: a fast hash of it would be a guessable copy.
    { secretFields: ['accountNumber'] },
  );
