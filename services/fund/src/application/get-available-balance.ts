import { defineQuery } from '@shop/service-kit';
import { walletOf } from '../db/ledger-repository.js';
import { assertUserId } from './shared/callers.js';

/** Order: a user's available balance (0 before their first posting), read only. */
export const getAvailableBalance = defineQuery('GetAvailableBalance', async ({ em }, request: { userId: string }): Promise<number> => {
  assertUserId(request.userId);
  return (await walletOf(em, request.userId)).available;
});
