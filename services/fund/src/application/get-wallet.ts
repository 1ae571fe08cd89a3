import { defineQuery } from '@shop/service-kit';
import { walletOf, type UserWallet } from '../db/ledger-repository.js';
import { assertUserId } from './shared/callers.js';
import { recordPage, type RecordPage } from './shared/record-page.js';

/** Operator: any user's wallet and fund records, newest first. */
export const getWallet = defineQuery(
  'GetWallet',
  async ({ em }, request: { userId: string; cursor: string; limit: number }): Promise<{ wallet: UserWallet; records: RecordPage }> => {
    assertUserId(request.userId);
    const records = await recordPage(em, { userId: request.userId, cursor: request.cursor, limit: request.limit });
    return { wallet: await walletOf(em, request.userId), records };
  },
);
