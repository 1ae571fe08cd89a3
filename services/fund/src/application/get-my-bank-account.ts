import { defineQuery } from '@shop/service-kit';
import { BankAccount, type BankAccountRecord } from '../db/entities.js';
import { userOf } from './shared/callers.js';

/** The caller's bank account, or null when none is bound. */
export const getMyBankAccount = defineQuery('GetMyBankAccount', async ({ em, caller }, _request: object): Promise<BankAccountRecord | null> =>
  em.findOne(BankAccount, { userId: userOf(caller) }),
);
