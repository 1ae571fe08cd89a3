import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import type { CatalogDb } from './entities.js';

export interface CollectionEntry {
  productId: number;
  /** The store the collection counts for; null when no store sold the product. */
  storeId: number | null;
  collectedAt: Date;
}

/** Collects the product; false when the shopper already had (nothing changes then). */
export async function insertCollection(em: EntityManager, userId: string, entry: CollectionEntry): Promise<boolean> {
  const inserted = await em
    .getKysely<CatalogDb>()
    .insertInto('collection')
    .values({ user_id: userId, product_id: entry.productId, store_id: entry.storeId, collected_at: entry.collectedAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Uncollects the product: the removed entry, or undefined when the shopper had not collected it. */
export async function deleteCollection(em: EntityManager, userId: string, productId: number): Promise<Pick<CollectionEntry, 'storeId'> | undefined> {
  const row = await em
    .getKysely<CatalogDb>()
    .deleteFrom('collection')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .returning('store_id')
    .executeTakeFirst();
  return row ? { storeId: row.store_id === null ? null : Number(row.store_id) } : undefined;
}

/**
 * Counts one collection change of the store: its version one more, its count `delta` more. One
 * upsert that holds the store's row until commit, so concurrent changes queue and none is lost.
 */
export async function bumpStoreCollection(em: EntityManager, storeId: number, delta: 1 | -1): Promise<{ version: number; collectionCount: number }> {
  const row = await em
    .getKysely<CatalogDb>()
    .insertInto('store_collection_state')
    // An uncollection always finds the store's row (the collection it removed was counted there).
    .values({ store_id: storeId, version: 1, collection_count: Math.max(delta, 0) })
    .onConflict((conflict) =>
      conflict.column('store_id').doUpdateSet((eb) => ({
        version: eb('store_collection_state.version', '+', 1),
        collection_count: eb('store_collection_state.collection_count', '+', delta),
      })),
    )
    .returning(['version', 'collection_count'])
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), collectionCount: row.collection_count };
}

export async function isCollected(em: EntityManager, userId: string, productId: number): Promise<boolean> {
  const row = await em.getKysely<CatalogDb>().selectFrom('collection').select('product_id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/** How many products the shopper has collected, counted up to `atMost` (enough to check a cap). */
export async function countCollected(em: EntityManager, userId: string, atMost: number): Promise<number> {
  const db = em.getKysely<CatalogDb>();
  const capped = db.selectFrom('collection').select('product_id').where('user_id', '=', userId).limit(atMost).as('capped');
  const row = await db.selectFrom(capped).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset page of the shopper's collection, most recently collected first; one row more than asked tells whether more follow. */
export async function findCollectionPage(
  em: EntityManager,
  query: { userId: string; after: Cursor<Date, number> | undefined; limit: number },
): Promise<{ items: CollectionEntry[]; more: boolean }> {
  const { after } = query;
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('collection')
    .select(['product_id', 'store_id', 'collected_at'])
    .where('user_id', '=', query.userId)
    .$if(after !== undefined, (page) => page.where((eb) => eb(eb.refTuple('collected_at', 'product_id'), '<', eb.tuple(after!.value, after!.id))))
    .orderBy('collected_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const items = rows.slice(0, query.limit).map((row) => ({
    productId: Number(row.product_id),
    storeId: row.store_id === null ? null : Number(row.store_id),
    collectedAt: new Date(row.collected_at),
  }));
  return { items, more: rows.length > query.limit };
}
