import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import type { StoreRecord } from '../db/entities.js';
import { findStreetPage } from '../db/store-repository.js';
import { nameQuery, pageLimit } from '../domain/paging.js';
import { cursorValueKind, streetSortProblem, type StreetSort } from '../domain/street.js';

export interface SearchStreetRequest {
  query: string;
  sort: string;
  ascending: boolean;
  cursor: string;
  limit: number;
}

export interface StorePage {
  items: StoreRecord[];
  /** Empty on the last page. */
  nextCursor: string;
}

/** The street: active stores by part of their name, in one of the seven orders either way, keyset-paged. */
export const searchStreet = defineQuery('SearchStreet', async ({ em }, request: SearchStreetRequest): Promise<StorePage> => {
  const sortProblem = streetSortProblem(request.sort);
  if (sortProblem) throw new AppError('INVALID_ARGUMENT', sortProblem);
  const sort = request.sort as StreetSort;
  const limit = pageLimit(request.limit);
  if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
  const name = nameQuery(request.query);
  if (name === 'invalid_query') throw new AppError('INVALID_ARGUMENT', name);
  const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, cursorValueKind(sort), 'number');
  if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
  const page = await findStreetPage(em, { name, sort, ascending: request.ascending, after, limit });
  const last = page.items.at(-1);
  return { items: page.items, nextCursor: page.more && last ? encodeCursor(sortValueOf(last, sort), last.id) : '' };
});

function sortValueOf(store: StoreRecord, sort: StreetSort): number | Date {
  return sort === 'new' ? store.openedAt : store[sort];
}
