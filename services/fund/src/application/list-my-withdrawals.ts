import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import type { WithdrawalRecord } from '../db/entities.js';
import { findUserWithdrawals } from '../db/withdrawal-repository.js';
import { pageLimit } from '../domain/paging.js';
import { userOf } from './shared/callers.js';

/** The caller's withdrawals, newest first. */
export const listMyWithdrawals = defineQuery(
  'ListMyWithdrawals',
  async ({ em, caller }, request: { cursor: string; limit: number }): Promise<{ items: WithdrawalRecord[]; nextCursor: string }> => {
    const userId = userOf(caller);
    const limit = pageLimit(request.limit);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const page = await findUserWithdrawals(em, { userId, after, limit });
    const last = page.items.at(-1);
    return { items: page.items, nextCursor: page.more && last ? encodeCursor(last.requestedAt, last.id) : '' };
  },
);
