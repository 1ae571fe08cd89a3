import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import type { StoreStatus } from '../db/entities.js';
import { findStores } from '../db/store-repository.js';
import { nameQuery, pageLimit } from '../domain/paging.js';
import type { StorePage } from './search-street.js';

/** Operator: every store (or those in one status) by part of its name, by id. */
export const searchStores = defineQuery(
  'SearchStores',
  async ({ em }, request: { query: string; status: StoreStatus | undefined; cursor: string; limit: number }): Promise<StorePage> => {
    const limit = pageLimit(request.limit);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    const name = nameQuery(request.query);
    if (name === 'invalid_query') throw new AppError('INVALID_ARGUMENT', name);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'number', 'number');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const page = await findStores(em, { name, status: request.status, afterId: after?.id, limit });
    const last = page.items.at(-1);
    return { items: page.items, nextCursor: page.more && last ? encodeCursor(last.id, last.id) : '' };
  },
);
