import { commonReasons } from '@shop/contracts';
import { AppError, decodeCursor, defineQuery, encodeCursor, pageLimit } from '@shop/service-kit';
import { Recharge, type RechargeRecord } from '../db/entities.js';
import { userOf } from './shared/callers.js';

export interface RechargePage {
  items: RechargeRecord[];
  nextCursor: string;
}

/** The caller's recharges, newest first, 1–50 a page (20 by default), in keyset pages of (created_at, id). */
export const listMyRecharges = defineQuery('ListMyRecharges', async ({ em, caller }, request: { cursor: string; limit: number }): Promise<RechargePage> => {
  const limit = pageLimit(request.limit, { fallback: 20, max: 50 });
  if (limit === commonReasons.invalidLimit) throw new AppError('INVALID_ARGUMENT', limit);
  const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
  if (after === commonReasons.invalidCursor) throw new AppError('INVALID_ARGUMENT', after);
  const rows = await em.find(
    Recharge,
    { userId: userOf(caller), ...(after ? { $or: [{ createdAt: { $lt: after.value } }, { createdAt: after.value, id: { $lt: after.id } }] } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 },
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : '' };
});
