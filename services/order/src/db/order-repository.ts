import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import type { OrderStatus } from '@shop/contracts';
import type { MerchantTabFilter } from '../domain/order-status.js';
import { CustomerOrder, type OrderRecord } from './entities.js';

type OrderFilter = FilterQuery<OrderRecord>;

/** One placed order of this buyer, locked for an update when asked. */
export function findBuyerOrder(em: EntityManager, id: string, buyerId: string, lock = false): Promise<OrderRecord | null> {
  return em.findOne(CustomerOrder, { id, buyerId, placedAt: { $ne: null } }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** One paid order of a store this user owns, locked for an update when asked. */
export function findStoreOrder(em: EntityManager, id: string, ownerId: string, lock = false): Promise<OrderRecord | null> {
  return em.findOne(CustomerOrder, { id, storeOwnerId: ownerId, paidAt: { $ne: null } }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

export function buyerScope(buyerId: string, statuses: readonly OrderStatus[] | undefined): OrderFilter {
  return { buyerId, placedAt: { $ne: null }, ...(statuses ? { status: { $in: [...statuses] } } : {}) };
}

export function storeScope(ownerId: string, filter: MerchantTabFilter): OrderFilter {
  return {
    storeOwnerId: ownerId,
    paidAt: { $ne: null },
    ...(filter.statuses ? { status: { $in: [...filter.statuses] } } : {}),
    ...(filter.goodsCost ? { goodsCostStatus: { $in: [...filter.goodsCost] } } : {}),
  };
}

/** A keyset page, newest first (created at, then id), and the cursor of its last row when more follow. */
export async function findOrderPage(em: EntityManager, scope: OrderFilter, after: Cursor<Date, string> | undefined, limit: number): Promise<{ items: OrderRecord[]; last: OrderRecord | undefined }> {
  const position: OrderFilter = after ? { $or: [{ createdAt: { $lt: after.value } }, { createdAt: after.value, id: { $lt: after.id } }] } : {};
  const rows = await em.find(CustomerOrder, { $and: [scope, position] } as OrderFilter, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 });
  const items = rows.slice(0, limit);
  return { items, last: rows.length > limit ? items.at(-1) : undefined };
}

/** How many orders each scope holds, counted in one statement. */
export async function countScopes<T extends string>(em: EntityManager, scopes: readonly (readonly [T, OrderFilter])[]): Promise<{ tab: T; count: number }[]> {
  return Promise.all(scopes.map(async ([tab, scope]) => ({ tab, count: await em.count(CustomerOrder, scope) })));
}

/** Goods amount of the store's paid orders that have not completed or been refunded yet. */
export async function receivableOf(em: EntityManager, ownerId: string): Promise<number> {
  const [row] = await em.execute<{ sum: string | null }[]>(
    `select sum(goods_amount) as sum from customer_order
      where store_owner_id = ? and paid_at is not null and status not in ('completed', 'refunded', 'cancelled')`,
    [ownerId],
  );
  return Number(row?.sum ?? 0);
}

/** Up to `limit` orders matching `where`, locked and skipped by the other replicas' jobs. */
export function claimOrders(em: EntityManager, where: OrderFilter, limit: number): Promise<OrderRecord[]> {
  return em.find(CustomerOrder, where, { orderBy: { updatedAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
}
