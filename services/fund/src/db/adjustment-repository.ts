import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import type { AdjustmentStatus } from '../domain/adjustment-status.js';
import { Adjustment, type AdjustmentRecord } from './entities.js';

/** Adjustments in one status, oldest first (the operators' queue), after the cursor's. */
export async function findAdjustmentQueue(
  em: EntityManager,
  query: { status: AdjustmentStatus; after: Cursor<Date, string> | undefined; limit: number },
): Promise<{ items: AdjustmentRecord[]; more: boolean }> {
  const { after } = query;
  const rows = await em.find(
    Adjustment,
    {
      status: query.status,
      ...(after ? { $or: [{ requestedAt: { $gt: after.value } }, { requestedAt: after.value, id: { $gt: after.id } }] } : {}),
    },
    { orderBy: { requestedAt: 'asc', id: 'asc' }, limit: query.limit + 1 },
  );
  return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
}

/** An adjustment locked for the transaction: concurrent reviews, and its posting, take turns. */
export async function lockAdjustment(em: EntityManager, id: string): Promise<AdjustmentRecord | null> {
  return em.findOne(Adjustment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}
