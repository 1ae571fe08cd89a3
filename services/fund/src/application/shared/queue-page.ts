import { AppError, decodeCursor, encodeCursor, type Cursor } from '@shop/service-kit';
import { pageLimit } from '../../domain/paging.js';

/**
 * One keyset page of an operators' queue in one status, oldest request first (withdrawals,
 * adjustments): the page size and cursor checked, `find` reading the rows after the cursor's.
 */
export async function queuePage<Row extends { id: string; requestedAt: Date }, Status>(
  request: { status: Status; cursor: string; limit: number },
  find: (query: { status: Status; after: Cursor<Date, string> | undefined; limit: number }) => Promise<{ items: Row[]; more: boolean }>,
): Promise<{ items: Row[]; nextCursor: string }> {
  const limit = pageLimit(request.limit);
  if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
  const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
  if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
  const page = await find({ status: request.status, after, limit });
  const last = page.items.at(-1);
  return { items: page.items, nextCursor: page.more && last ? encodeCursor(last.requestedAt, last.id) : '' };
}
