import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import { storeScores } from '../domain/overall.js';
import type { StoreStatistics } from '../domain/level.js';
import { storeRating } from '../domain/rating.js';
import type { StreetSort } from '../domain/street.js';
import { Store, type MerchantDb, type StoreRecord, type StoreStatus } from './entities.js';

/** The column each street order reads (each has a (column, id) index over active stores). */
const streetColumn = {
  overall: 'overall',
  new: 'opened_at',
  rating: 'rating',
  level: 'level',
  visits: 'visits',
  sales: 'sales',
  collections: 'collections',
} as const satisfies Record<StreetSort, keyof MerchantDb['store']>;

const storeColumns = [
  'id',
  'owner_id',
  'name',
  'name_folded',
  'phone',
  'logo_key',
  'description',
  'auto_pay',
  'status',
  'level',
  'rating',
  'rating_sum',
  'rating_count',
  'visits',
  'collections',
  'sales',
  'product_count',
  'overall',
  'listing_version',
  'collection_version',
  'version',
  'opened_at',
] as const satisfies readonly (keyof MerchantDb['store'])[];

/** Stores as the street's statements read them (no entity hydration). */
function storeRows(em: EntityManager) {
  return em.getKysely<MerchantDb>().selectFrom('store').select(storeColumns);
}
type StoreRow = Awaited<ReturnType<ReturnType<typeof storeRows>['execute']>>[number];

/** Postgres answers bigint columns as text; the record holds numbers. */
function toRecord(row: StoreRow): StoreRecord {
  return {
    id: Number(row.id),
    ownerId: row.owner_id,
    name: row.name,
    nameFolded: row.name_folded,
    phone: row.phone,
    logoKey: row.logo_key ?? null,
    description: row.description,
    autoPay: row.auto_pay ?? false,
    status: row.status as StoreStatus,
    level: row.level,
    rating: row.rating,
    ratingSum: Number(row.rating_sum),
    ratingCount: Number(row.rating_count),
    visits: Number(row.visits),
    collections: Number(row.collections),
    sales: Number(row.sales),
    productCount: row.product_count,
    overall: Number(row.overall),
    listingVersion: Number(row.listing_version),
    collectionVersion: Number(row.collection_version),
    version: row.version,
    openedAt: new Date(row.opened_at),
  };
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface StreetQuery {
  /** Folded name part; empty for every store. */
  name: string;
  sort: StreetSort;
  ascending: boolean;
  after: Cursor<number | Date, number> | undefined;
  limit: number;
}

/**
 * One page of the street: active stores, optionally by part of the folded name (the trigram
 * index), in one order with ties broken by id the same way, strictly after the cursor's row. The
 * hottest read: typed Kysely, no entity hydration. Reads one row more than asked to tell whether a
 * next page exists.
 */
export async function findStreetPage(em: EntityManager, query: StreetQuery): Promise<{ items: StoreRecord[]; more: boolean }> {
  const column = streetColumn[query.sort];
  const direction = query.ascending ? 'asc' : 'desc';
  const { after } = query;
  const rows = await storeRows(em)
    .where('status', '=', 'active')
    .$if(query.name !== '', (page) => page.where('name_folded', 'like', containing(query.name)))
    .$if(after !== undefined, (page) =>
      page.where((eb) => eb(eb.refTuple(column, 'id'), query.ascending ? '>' : '<', eb.tuple(after!.value as never, after!.id))),
    )
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(query.limit + 1)
    .execute();
  return { items: rows.slice(0, query.limit).map(toRecord), more: rows.length > query.limit };
}

/** Operators' store search: every status (or one), by part of the folded name, by id. */
export async function findStores(
  em: EntityManager,
  query: { name: string; status: StoreStatus | undefined; afterId: number | undefined; limit: number },
): Promise<{ items: StoreRecord[]; more: boolean }> {
  const rows = await storeRows(em)
    .$if(query.status !== undefined, (page) => page.where('status', '=', query.status!))
    .$if(query.name !== '', (page) => page.where('name_folded', 'like', containing(query.name)))
    .$if(query.afterId !== undefined, (page) => page.where('id', '>', query.afterId!))
    .orderBy('id', 'asc')
    .limit(query.limit + 1)
    .execute();
  return { items: rows.slice(0, query.limit).map(toRecord), more: rows.length > query.limit };
}

/** The store a user owns (one at most), locked for the command's transaction when it is to change. */
export async function findStoreOfOwner(em: EntityManager, ownerId: string, options: { forUpdate?: boolean } = {}): Promise<StoreRecord | null> {
  return em.findOne(Store, { ownerId }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** Whether another store already has this folded name. */
export async function storeNameTaken(em: EntityManager, nameFolded: string, exceptStoreId?: number): Promise<boolean> {
  return (await em.count(Store, exceptStoreId === undefined ? { nameFolded } : { nameFolded, id: { $ne: exceptStoreId } })) > 0;
}

const statisticColumns = ['sales', 'rating', 'visits', 'collections', 'product_count'] as const;

/** Stores the level and overall score that follow from the statistics a change left the store with. */
async function rescore(em: EntityManager, storeId: number, row: Pick<MerchantDb['store'], (typeof statisticColumns)[number]>): Promise<void> {
  const stats: StoreStatistics = {
    sales: Number(row.sales),
    rating: row.rating,
    visits: Number(row.visits),
    collections: Number(row.collections),
    productCount: row.product_count,
  };
  await em.getKysely<MerchantDb>().updateTable('store').set(storeScores(stats)).where('id', '=', storeId).execute();
}

/**
 * Counts a viewer's visit once per day: only a visit row that is new adds one to the store (the
 * update locks the row, so concurrent visits add up and the scores follow the last of them). A
 * visit of a store this database does not have is ignored. Answers whether it counted.
 */
export async function addVisit(em: EntityManager, visit: { storeId: number; viewer: string; day: string }): Promise<boolean> {
  const db = em.getKysely<MerchantDb>();
  const inserted = await db
    .insertInto('store_visit')
    .columns(['store_id', 'viewer', 'day'])
    .expression((eb) =>
      eb
        .selectFrom('store')
        .select((s) => [s.ref('id').as('store_id'), s.val(visit.viewer).as('viewer'), s.val(visit.day).as('day')])
        .where('id', '=', visit.storeId),
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const row = await db
    .updateTable('store')
    .set((eb) => ({ visits: eb('visits', '+', 1) }))
    .where('id', '=', visit.storeId)
    .returning(statisticColumns)
    .executeTakeFirstOrThrow();
  await rescore(em, visit.storeId, row);
  return true;
}

/**
 * Adds a completed order's quantities to the store's sales and rescores it. An order of a store
 * this database does not have is ignored. Answers whether it applied.
 */
export async function addSales(em: EntityManager, change: { storeId: number; quantity: number }): Promise<boolean> {
  const row = await em
    .getKysely<MerchantDb>()
    .updateTable('store')
    .set((eb) => ({ sales: eb('sales', '+', change.quantity) }))
    .where('id', '=', change.storeId)
    .returning(statisticColumns)
    .executeTakeFirst();
  if (row) await rescore(em, change.storeId, row);
  return row !== undefined;
}

/**
 * Adds an order review's stars to the store's sum and count and stores the rating they average
 * to, then rescores it (the update locks the row, so concurrent reviews add up). A review of a
 * store this database does not have is ignored. Answers whether it applied.
 */
export async function addReview(em: EntityManager, review: { storeId: number; stars: number }): Promise<boolean> {
  const db = em.getKysely<MerchantDb>();
  const sums = await db
    .updateTable('store')
    .set((eb) => ({ rating_sum: eb('rating_sum', '+', review.stars), rating_count: eb('rating_count', '+', 1) }))
    .where('id', '=', review.storeId)
    .returning(['rating_sum', 'rating_count'])
    .executeTakeFirst();
  if (!sums) return false;
  const row = await db
    .updateTable('store')
    .set({ rating: storeRating(Number(sums.rating_sum), Number(sums.rating_count)) })
    .where('id', '=', review.storeId)
    .returning(statisticColumns)
    .executeTakeFirstOrThrow();
  await rescore(em, review.storeId, row);
  return true;
}

/** The statistics the catalog counts, each kept with the catalog's version of it. */
const catalogCounts = {
  products: { count: 'product_count', version: 'listing_version' },
  collections: { count: 'collections', version: 'collection_version' },
} as const satisfies Record<string, { count: keyof MerchantDb['store']; version: keyof MerchantDb['store'] }>;
export type CatalogCount = keyof typeof catalogCounts;

/**
 * Takes a count the catalog keeps for the store (its listed products, its collections) if its
 * version is newer than the last one applied, so a duplicate or late event changes nothing.
 * Answers whether it applied.
 */
export async function applyCatalogCount(em: EntityManager, kind: CatalogCount, change: { storeId: number; count: number; version: number }): Promise<boolean> {
  const { count, version } = catalogCounts[kind];
  const row = await em
    .getKysely<MerchantDb>()
    .updateTable('store')
    .set({ [count]: change.count, [version]: change.version })
    .where('id', '=', change.storeId)
    .where(version, '<', change.version)
    .returning(statisticColumns)
    .executeTakeFirst();
  if (row) await rescore(em, change.storeId, row);
  return row !== undefined;
}

/** An open store as the public reads it (shop and product pages), as plain rows like the street's; undefined when suspended or missing. */
export async function findActiveStore(em: EntityManager, id: number): Promise<StoreRecord | undefined> {
  const row = await storeRows(em).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  return row ? toRecord(row) : undefined;
}
