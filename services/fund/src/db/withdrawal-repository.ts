import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import type { WithdrawalStatus } from '../domain/withdrawal-status.js';
import { Withdrawal, type WithdrawalRecord } from './entities.js';

/** A user's withdrawals, newest first, after the cursor's. */
export async function findUserWithdrawals(
  em: EntityManager,
  query: { userId: string; after: Cursor<Date, string> | undefined; limit: number },
): Promise<{ items: WithdrawalRecord[]; more: boolean }> {
  const { after } = query;
  const rows = await em.find(
    Withdrawal,
    {
      userId: query.userId,
      ...(after ? { $or: [{ requestedAt: { $lt: after.value } }, { requestedAt: after.value, id: { $lt: after.id } }] } : {}),
    },
    { orderBy: { requestedAt: 'desc', id: 'desc' }, limit: query.limit + 1 },
  );
  return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
}

/** Withdrawals in one status, oldest first (the operators' queue), after the cursor's. */
export async function findWithdrawalQueue(
  em: EntityManager,
  query: { status: WithdrawalStatus; after: Cursor<Date, string> | undefined; limit: number },
): Promise<{ items: WithdrawalRecord[]; more: boolean }> {
  const { after } = query;
  const rows = await em.find(
    Withdrawal,
    {
      status: query.status,
      ...(after ? { $or: [{ requestedAt: { $gt: after.value } }, { requestedAt: after.value, id: { $gt: after.id } }] } : {}),
    },
    { orderBy: { requestedAt: 'asc', id: 'asc' }, limit: query.limit + 1 },
  );
  return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
}

/** A withdrawal locked for the transaction: its review and its payout's outcome take turns. */
export async function lockWithdrawal(em: EntityManager, id: string): Promise<WithdrawalRecord | null> {
  return em.findOne(Withdrawal, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}
