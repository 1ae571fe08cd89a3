import type { EntityManager } from '@mikro-orm/postgresql';
import type { FundRecordType } from '@shop/contracts';
import { AppError, decodeCursor, encodeCursor } from '@shop/service-kit';
import { findRecords, type FundRecordRow } from '../../db/ledger-repository.js';
import type { InstantRange } from '../../domain/jakarta-dates.js';
import { pageLimit } from '../../domain/paging.js';

export interface RecordPage {
  items: FundRecordRow[];
  nextCursor: string;
}

/** One page of a user's fund records, newest first; the cursor is the last record's [instant, id]. */
export async function recordPage(
  em: EntityManager,
  query: { userId: string; type?: FundRecordType; range?: InstantRange; reference?: string; cursor: string; limit: number },
): Promise<RecordPage> {
  const limit = pageLimit(query.limit);
  if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
  const after = query.cursor === '' ? undefined : decodeCursor(query.cursor, 'instant', 'number');
  if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
  const rows = await findRecords(em, { userId: query.userId, type: query.type, range: query.range, reference: query.reference, after, limit: limit + 1 });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : '' };
}
