import { defineCommand, defineQuery } from '@shop/service-kit';
import { sql } from 'kysely';
import { bumpStoreListing } from '../db/listing-repository.js';
import type { CatalogDb } from '../db/entities.js';
import { insertProducts } from '../db/product-repository.js';
import { generatedProductWords } from '../db/demo-data.js';
import { generatedProduct } from '../domain/generated-products.js';
import { publishListingChanged } from '../events/publish/listing-changed.js';

/** What a generation run starts from: how many generated products exist, and the demo pictures by top-level category. */
export const findGenerationStart = defineQuery('FindGenerationStart', async ({ em }) => {
  const db = em.getKysely<CatalogDb>();
  const [{ n }] = await db.selectFrom('product').select((eb) => eb.fn.countAll<string>().as('n')).where('slug', 'like', 'gen-%').execute() as [{ n: string }];
  const pictures = await db.selectFrom('product').select(['category_id', 'image_key']).where('image_key', '<>', '').where('slug', 'not like', 'gen-%').execute();
  const byCategory: Record<number, string[]> = {};
  for (const row of pictures) (byCategory[Number(row.category_id)] ??= []).push(row.image_key);
  return { generated: Number(n), picturesByCategory: byCategory };
});

export interface GenerateBatch {
  /** Generated product numbers `from`..`to` (inclusive). */
  from: number;
  to: number;
  /** Stores 1..stores list them, product `n` in store `1 + n % stores`. */
  stores: number;
  picturesByCategory: Record<number, string[]>;
}

/**
 * Adds generated products `from`..`to` with their texts (search terms indexed as every product's
 * are) and a demo picture of their category, each listed in one of the demo stores; each store's
 * listing count and version move once for the batch, published as one listing change per store.
 */
export const generateCatalogBatch = defineCommand(
  'GenerateCatalogBatch',
  async ({ em, now }, batch: GenerateBatch): Promise<number> => {
    const words = generatedProductWords();
    const made = Array.from({ length: batch.to - batch.from + 1 }, (_, index) => generatedProduct(batch.from + index, words));
    const ids = await insertProducts(
      em,
      made.map(({ ageMs, ...product }) => {
        const pictures = batch.picturesByCategory[product.categoryId] ?? [];
        return { ...product, imageKey: pictures.length > 0 ? pictures[Number(product.slug.slice(4)) % pictures.length]! : '', createdAt: new Date(now.getTime() - ageMs) };
      }),
    );
    const listings = ids.map((productId, index) => ({ store_id: 1 + ((batch.from + index) % batch.stores), product_id: productId, listed_at: now }));
    await em.getKysely<CatalogDb>().insertInto('listing').values(listings).execute();
    const perStore = new Map<number, number[]>();
    for (const listing of listings) perStore.set(listing.store_id, [...(perStore.get(listing.store_id) ?? []), listing.product_id]);
    for (const [storeId, productIds] of perStore) {
      const state = await bumpStoreListing(em, storeId, productIds.length);
      publishListingChanged(em, { storeId, productId: productIds.at(-1)!, listed: true }, state);
    }
    return ids.length;
  },
  { withoutKeyBecause: 'an operator runs it by hand; it continues from the generated products that exist' },
);

/** Fresh planner statistics once the catalog has grown by orders of magnitude. */
export const analyzeCatalog = defineCommand(
  'AnalyzeCatalog',
  async ({ em }) => {
    await sql`analyze`.execute(em.getKysely<CatalogDb>());
  },
  { withoutKeyBecause: 'it only refreshes statistics' },
);
