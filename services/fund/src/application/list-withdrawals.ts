import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import type { WithdrawalRecord } from '../db/entities.js';
import { findWithdrawalQueue } from '../db/withdrawal-repository.js';
import { pageLimit } from '../domain/paging.js';
import type { WithdrawalStatus } from '../domain/withdrawal-status.js';

/** Operator: withdrawals in one status (in review when unspecified), oldest first. */
export const listWithdrawals = defineQuery(
  'ListWithdrawals',
  async ({ em }, request: { status: WithdrawalStatus; cursor: string; limit: number }): Promise<{ items: WithdrawalRecord[]; nextCursor: string }> => {
    const limit = pageLimit(request.limit);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const page = await findWithdrawalQueue(em, { status: request.status, after, limit });
    const last = page.items.at(-1);
    return { items: page.items, nextCursor: page.more && last ? encodeCursor(last.requestedAt, last.id) : '' };
  },
);
