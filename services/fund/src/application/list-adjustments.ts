import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import { findAdjustmentQueue } from '../db/adjustment-repository.js';
import type { AdjustmentRecord } from '../db/entities.js';
import type { AdjustmentStatus } from '../domain/adjustment-status.js';
import { pageLimit } from '../domain/paging.js';

/** Operator: adjustments in one status (pending when unspecified: the four-eyes queue), oldest first. */
export const listAdjustments = defineQuery(
  'ListAdjustments',
  async ({ em }, request: { status: AdjustmentStatus; cursor: string; limit: number }): Promise<{ items: AdjustmentRecord[]; nextCursor: string }> => {
    const limit = pageLimit(request.limit);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const page = await findAdjustmentQueue(em, { status: request.status, after, limit });
    const last = page.items.at(-1);
    return { items: page.items, nextCursor: page.more && last ? encodeCursor(last.requestedAt, last.id) : '' };
  },
);
