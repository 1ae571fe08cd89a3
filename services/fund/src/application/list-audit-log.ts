import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import { AuditLog, type AuditRecord } from '../db/entities.js';
import { pageLimit } from '../domain/paging.js';

/** Operator: the audit log, newest first. */
export const listAuditLog = defineQuery('ListAuditLog', async ({ em }, request: { cursor: string; limit: number }): Promise<{ items: AuditRecord[]; nextCursor: string }> => {
  const limit = pageLimit(request.limit);
  if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
  const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
  if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
  const rows = await em.find(AuditLog, after ? { $or: [{ at: { $lt: after.value } }, { at: after.value, id: { $lt: after.id } }] } : {}, {
    orderBy: { at: 'desc', id: 'desc' },
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : '' };
});
