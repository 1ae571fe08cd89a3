import { defineQuery } from '@shop/service-kit';
import { walletOf, type UserWallet } from '../db/ledger-repository.js';
import { userOf } from './shared/callers.js';

/** The caller's wallet: zeros before their first posting. */
export const getMyWallet = defineQuery('GetMyWallet', async ({ em, caller }, _request: object): Promise<UserWallet> => walletOf(em, userOf(caller)));
