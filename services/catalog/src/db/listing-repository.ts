import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../domain/language.js';
import { Listing, StoreListingState, type CatalogDb } from './entities.js';
import { productColumns, toProductRecord, type ProductRecord } from './product-repository.js';

/** Lists the product in the store; false when it already was (nothing changes then). */
export async function insertListing(em: EntityManager, listing: { storeId: number; productId: number; listedAt: Date }): Promise<boolean> {
  const inserted = await em.createQueryBuilder(Listing).insert(listing).onConflict(['storeId', 'productId']).ignore().execute('run');
  return inserted.affectedRows > 0;
}

/** Unlists the product from the store; false when it was not listed. */
export async function deleteListing(em: EntityManager, storeId: number, productId: number): Promise<boolean> {
  return (await em.nativeDelete(Listing, { storeId, productId })) > 0;
}

/**
 * Counts one listing change of the store: its version one more, its product count `delta` more.
 * One statement that keeps the store's row locked until commit, so concurrent changes of one store
 * queue behind each other and none loses a count; versions commit in their order.
 */
export async function bumpStoreListing(em: EntityManager, storeId: number, delta: number): Promise<{ version: number; productCount: number }> {
  const state = await em
    .createQueryBuilder(StoreListingState)
    // Postgres checks the proposed row before it finds the conflict; an unlisting always finds
    // the store's row (the listing it removed was counted there), so its proposal never lands.
    .insert({ storeId, version: 1, productCount: Math.max(delta, 0) })
    .onConflict('storeId')
    .merge({ version: raw('store_listing_state.version + 1'), productCount: raw(`store_listing_state.product_count + ${delta}`) })
    .returning(['version', 'productCount'])
    .execute('get');
  const { version, productCount } = state as { version: number | string; productCount: number };
  return { version: Number(version), productCount };
}

/** How many products the store lists (0 for a store that never listed any). */
export async function storeProductCount(em: EntityManager, storeId: number): Promise<number> {
  return (await em.findOne(StoreListingState, { storeId }, { disableIdentityMap: true }))?.productCount ?? 0;
}

/**
 * A page of the store's products, most recently listed first (the listing (store, recent) index),
 * with texts in `lang`; the total is the store's kept count, read in the same statement. Plain rows
 * through typed Kysely, as the product page (a public, hot read).
 */
export async function findStoreProductPage(
  em: EntityManager,
  query: { storeId: number; lang: Language; limit: number; offset: number },
): Promise<{ items: ProductRecord[]; total: number }> {
  const db = em.getKysely<CatalogDb>();
  const rows = await db
    .selectFrom('listing as l')
    .innerJoin('product as p', 'p.id', 'l.product_id')
    .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', query.lang))
    .select([
      ...productColumns,
      (eb) => eb.selectFrom('store_listing_state as s').select('s.product_count').where('s.store_id', '=', query.storeId).as('total'),
    ])
    .where('l.store_id', '=', query.storeId)
    .orderBy('l.listed_at', 'desc')
    .orderBy('l.product_id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  // A page past the end has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? await storeProductCount(em, query.storeId) : 0;
  return { items: rows.map(toProductRecord), total };
}

export interface StoreProductRecord {
  product: ProductRecord;
  /** Whether the store lists it. */
  listed: boolean;
}

/**
 * The platform catalog as one store sees it: newest first, optionally only titles in `lang`
 * containing `titlePattern` (a LIKE pattern over the folded titles), one category, or the store's
 * own products; each with whether the store lists it, and the total in the same statement.
 */
export async function findProductsForStore(
  em: EntityManager,
  query: { storeId: number; lang: Language; titlePattern: string | undefined; categoryId: number | undefined; listedOnly: boolean; limit: number; offset: number },
): Promise<{ items: StoreProductRecord[]; total: number }> {
  const { titlePattern, categoryId } = query;
  const matching = em
    .getKysely<CatalogDb>()
    .selectFrom('product as p')
    .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', query.lang))
    .leftJoin('listing as l', (join) => join.onRef('l.product_id', '=', 'p.id').on('l.store_id', '=', query.storeId))
    .$if(titlePattern !== undefined, (q) => q.where('t.title_folded', 'like', titlePattern!))
    .$if(categoryId !== undefined, (q) => q.where('p.category_id', '=', categoryId!))
    .$if(query.listedOnly, (q) => q.where('l.store_id', 'is not', null));
  const rows = await matching
    .select([...productColumns, 'l.listed_at', (eb) => eb.fn.countAll<string>().over().as('total')])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = rows[0]
    ? Number(rows[0].total)
    : query.offset > 0
      ? Number((await matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
      : 0;
  return { items: rows.map((row) => ({ product: toProductRecord(row), listed: row.listed_at !== null })), total };
}

/**
 * The store that sells the product on its page: `preferredStoreId` when it lists the product, else
 * the store that listed it first (the (product, first listed) index); undefined when none does.
 */
export async function findSellerStoreId(em: EntityManager, productId: number, preferredStoreId: number | undefined): Promise<number | undefined> {
  const row = await em
    .getKysely<CatalogDb>()
    .selectFrom('listing as l')
    .select('l.store_id')
    .where('l.product_id', '=', productId)
    .$if(preferredStoreId !== undefined, (q) => q.orderBy((eb) => eb('l.store_id', '=', preferredStoreId!), 'desc'))
    .orderBy('l.listed_at', 'asc')
    .orderBy('l.store_id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.store_id) : undefined;
}
