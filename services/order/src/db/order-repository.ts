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

/** Whose orders a list shows: a buyer's placed orders, or the paid orders of the stores a user owns. */
export type OrderList = { buyerId: string } | { storeOwnerId: string };

/**
 * How many of a list's orders each tab holds (a tab: statuses and goods cost statuses, any when
 * left out), and the goods amount of those not completed, refunded or cancelled (a store's
 * receivable): one statement over the list's orders, however many tabs.
 */
export async function tallyTabs<T extends string>(
  em: EntityManager,
  list: OrderList,
  tabs: readonly (readonly [T, MerchantTabFilter])[],
): Promise<{ counts: { tab: T; count: number }[]; receivable: number }> {
  const params: unknown[] = [];
  const inList = (column: string, values: readonly string[]) => {
    params.push(...values);
    return `${column} in (${values.map(() => '?').join(', ')})`;
  };
  const columns = tabs.map(([, filter], i) => {
    const conditions = ['true', ...(filter.statuses ? [inList('status', filter.statuses)] : []), ...(filter.goodsCost ? [inList('goods_cost_status', filter.goodsCost)] : [])];
    return `count(*) filter (where ${conditions.join(' and ')}) as tab${i}`;
  });
  const owner = 'buyerId' in list ? { where: 'buyer_id = ? and placed_at is not null', id: list.buyerId } : { where: 'store_owner_id = ? and paid_at is not null', id: list.storeOwnerId };
  const [row] = await em.execute<Record<string, string | null>[]>(
    `select ${columns.join(', ')},
            sum(goods_amount) filter (where status not in ('completed', 'refunded', 'cancelled')) as receivable
       from customer_order where ${owner.where}`,
    [...params, owner.id],
  );
  return { counts: tabs.map(([tab], i) => ({ tab, count: Number(row?.[`tab${i}`] ?? 0) })), receivable: Number(row?.receivable ?? 0) };
}

/** Up to `limit` orders matching `where`, locked and skipped by the other replicas' jobs. */
export function claimOrders(em: EntityManager, where: OrderFilter, limit: number): Promise<OrderRecord[]> {
  return em.find(CustomerOrder, where, { orderBy: { updatedAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
}
