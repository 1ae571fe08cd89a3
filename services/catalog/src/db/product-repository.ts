import { raw, type InferEntity } from '@mikro-orm/core';
import { foldForSearch } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Language } from '../domain/language.js';
import { correctionWords, searchTerms } from '../domain/search.js';
import { Category, Product, type CatalogDb, type ProductText } from './entities.js';

/**
 * A product with its texts in one language, as callers see it; `imageKeys` are its pictures in
 * gallery order: a list's records carry only the first (kept on the product row, so lists need no
 * join), a product page's the whole gallery.
 */
export type ProductRecord = Omit<InferEntity<typeof Product>, 'slug' | 'imageKey'> & Pick<InferEntity<typeof ProductText>, 'title' | 'description'> & { imageKeys: string[] };

/** A product to add to the catalog, with its texts in every language. */
export type NewProduct = Omit<InferEntity<typeof Product>, 'id' | 'views'> & { texts: Record<Language, { title: string; description: string }> };

/**
 * Adds products in three statements whatever their number (the demo catalog and the generator
 * both add this way): the products, their texts (each with its search terms indexed by
 * `product_search_vector` and its folded title), and their titles' words for correcting typos.
 * Answers the new ids in the given order.
 */
export async function insertProducts(em: EntityManager, products: readonly NewProduct[]): Promise<number[]> {
  if (products.length === 0) return [];
  const db = em.getKysely<CatalogDb>();
  const inserted = await db
    .insertInto('product')
    .values(
      products.map(({ texts: _texts, ...product }) => ({
        slug: product.slug,
        category_id: product.categoryId,
        subcategory_id: product.subcategoryId,
        image_key: product.imageKey,
        price: product.price,
        merchant_price: product.merchantPrice,
        discount: product.discount,
        stock: product.stock,
        sales: product.sales,
        created_at: product.createdAt,
      })),
    )
    .returning('id')
    .execute();
  const ids = inserted.map((row) => Number(row.id));
  const texts = products.flatMap((product, index) =>
    (Object.entries(product.texts) as [Language, { title: string; description: string }][]).map(([lang, text]) => ({
      product_id: ids[index]!,
      lang,
      title: text.title,
      title_folded: foldForSearch(text.title),
      description: text.description,
      search_vector: sql<string>`product_search_vector(${lang}, ${searchTerms(lang, text.title)}, ${searchTerms(lang, text.description)})`,
    })),
  );
  await db.insertInto('product_text').values(texts).execute();
  const words = texts.flatMap((text) => correctionWords(text.lang, text.title).map((word) => ({ lang: text.lang, word })));
  // Each word once per batch; the words earlier batches wrote are skipped by the conflict clause.
  const distinct = [...new Map(words.map((entry) => [`${entry.lang}:${entry.word}`, entry])).values()];
  if (distinct.length > 0) await db.insertInto('search_word').values(distinct).onConflict((conflict) => conflict.doNothing()).execute();
  return ids;
}

/** The columns a product page selects, from `product as p` joined with its text `product_text as t`. */
export const productColumns = [
  't.title',
  't.description',
  'p.id',
  'p.category_id',
  'p.subcategory_id',
  'p.image_key',
  'p.price',
  'p.merchant_price',
  'p.discount',
  'p.stock',
  'p.sales',
  'p.views',
  'p.created_at',
] as const;

/** A row of `productColumns` as the driver hands it over (bigints and instants may arrive as text). */
type ProductRow = Record<'id' | 'category_id' | 'price' | 'merchant_price' | 'views', number | string> & { subcategory_id: number | string | null } &
  Record<'title' | 'description' | 'image_key', string> &
  Record<'discount' | 'stock' | 'sales', number> & { created_at: Date | string };

/** A row of `productColumns` as callers see it. */
export function toProductRecord(row: ProductRow): ProductRecord {
  return {
    id: Number(row.id),
    categoryId: Number(row.category_id),
    subcategoryId: row.subcategory_id === null ? null : Number(row.subcategory_id),
    title: row.title,
    description: row.description,
    imageKeys: row.image_key ? [row.image_key] : [],
    price: Number(row.price),
    merchantPrice: Number(row.merchant_price),
    discount: row.discount,
    stock: row.stock,
    sales: row.sales,
    views: Number(row.views),
    createdAt: new Date(row.created_at),
  };
}

/**
 * Newest first (the (category, newest) index), each product joined with its text in `lang`, and
 * the category's total counted in the same statement (so both agree without a transaction). The
 * hottest read, so it goes through the entities' typed Kysely builder: rows come back as plain
 * objects, with no entity hydration, identity map or query-builder metadata walk (each costs more
 * than the query itself).
 */
export async function findProductPage(
  em: EntityManager,
  query: { lang: Language; categoryId: number | undefined; limit: number; offset: number },
): Promise<{ items: ProductRecord[]; total: number }> {
  const db = em.getKysely<CatalogDb>();
  const { categoryId } = query;
  const rows = await db
    .selectFrom('product_text as t')
    .innerJoin('product as p', 'p.id', 't.product_id')
    .select([
      ...productColumns,
      // Uncorrelated: Postgres counts once per statement, from the category index.
      (eb) => {
        const products = eb.selectFrom('product as c').select((count) => count.fn.countAll<string>().as('n'));
        return (categoryId === undefined ? products : products.where('c.category_id', '=', categoryId)).as('total');
      },
    ])
    .where('t.lang', '=', query.lang)
    .$if(categoryId !== undefined, (page) => page.where('p.category_id', '=', categoryId!))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  // A page past the end has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? await em.count(Product, categoryId === undefined ? {} : { categoryId }) : 0;
  return { items: rows.map(toProductRecord), total };
}

/** Products joined with their texts in `lang`, selecting `productColumns`. */
function productsWithTexts(em: EntityManager, lang: Language) {
  return em
    .getKysely<CatalogDb>()
    .selectFrom('product as p')
    .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
    .select(productColumns);
}

/** One product with its text in `lang` and its whole gallery: the product page's read, as plain rows like the lists'. */
export async function findProduct(em: EntityManager, id: number, lang: Language): Promise<ProductRecord | undefined> {
  const row = await productsWithTexts(em, lang)
    .select([
      // In the same statement: one round trip for the page's hottest read.
      (eb) =>
        eb
          .selectFrom('product_image as i')
          .select((agg) => agg.fn.agg<string[]>('array_agg', ['i.image_key']).orderBy('i.position').as('keys'))
          .whereRef('i.product_id', '=', 'p.id')
          .as('gallery'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  // A product without a gallery (a generated one) still shows its main picture.
  if (!row) return undefined;
  const product = toProductRecord(row);
  return row.gallery ? { ...product, imageKeys: row.gallery } : product;
}

export async function productExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(Product, { id })) > 0;
}

export async function categoryExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(Category, { id })) > 0;
}

/** Of these product ids, the ones that exist. */
export async function existingProductIds(em: EntityManager, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await em.getKysely<CatalogDb>().selectFrom('product').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => Number(row.id));
}

/** Adds sold quantities to a product's sales, in the database so concurrent events never lose any. */
export async function addSales(em: EntityManager, productId: number, quantity: number): Promise<void> {
  await em
    .getKysely<CatalogDb>()
    .updateTable('product')
    .set((eb) => ({ sales: eb('sales', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}

/** One more view, counted in the database so concurrent events never lose one. */
export async function addView(em: EntityManager, productId: number): Promise<void> {
  await em.nativeUpdate(Product, { id: productId }, { views: raw('views + 1') });
}

/** The products with these ids that exist, with texts in `lang`, by id (a personal list's page, in one statement). */
export async function findProductsByIds(em: EntityManager, ids: readonly number[], lang: Language): Promise<Map<number, ProductRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await productsWithTexts(em, lang).where('p.id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), toProductRecord(row)]));
}
