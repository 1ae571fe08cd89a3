import { raw, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../domain/language.js';
import { Category, Product, ProductText } from './entities.js';

/** A product with its texts in one language, as callers see it. */
export type ProductRecord = Omit<InferEntity<typeof Product>, 'slug'> & Pick<InferEntity<typeof ProductText>, 'title' | 'description'>;

function toRecord(text: InferEntity<typeof ProductText>): ProductRecord {
  const { slug: _slug, ...product } = text.product;
  return { ...product, title: text.title, description: text.description };
}

/**
 * Newest first (the (category, newest) index), each product joined with its text in `lang`. The
 * hottest read: one query builder statement whose rows come back as plain objects named after the
 * entities' properties, with no entity hydration or identity map (it costs several times the query).
 */
export async function findProductPage(
  em: EntityManager,
  query: { lang: Language; categoryId: number | undefined; limit: number; offset: number },
): Promise<{ items: ProductRecord[]; total: number }> {
  const inCategory = query.categoryId === undefined ? {} : { categoryId: query.categoryId };
  const rows = await em
    .createQueryBuilder(ProductText, 't')
    .join('t.product', 'p')
    .select(['t.title', 't.description', ...pageColumns.map((column) => `p.${column} as ${column}` as const)])
    .where({ lang: query.lang, product: inCategory })
    .orderBy({ product: { createdAt: 'desc', id: 'desc' } })
    .limit(query.limit)
    .offset(query.offset)
    .execute<ProductRow[]>('all', false);
  const total = await em.count(Product, inCategory);
  return { items: rows.map(toPageRecord), total };
}

const pageColumns = ['id', 'categoryId', 'image', 'price', 'merchantPrice', 'discount', 'stock', 'sales', 'views', 'createdAt'] as const;

/** What the driver answers for a page row: the record's fields, bigints as strings. */
type ProductRow = { [K in keyof ProductRecord]: ProductRecord[K] extends number ? number | string : ProductRecord[K] };

function toPageRecord(row: ProductRow): ProductRecord {
  return {
    ...row,
    id: Number(row.id),
    categoryId: Number(row.categoryId),
    price: Number(row.price),
    merchantPrice: Number(row.merchantPrice),
    discount: Number(row.discount),
    stock: Number(row.stock),
    sales: Number(row.sales),
    views: Number(row.views),
    createdAt: new Date(row.createdAt),
  };
}

export async function findProduct(em: EntityManager, id: number, lang: Language): Promise<ProductRecord | undefined> {
  const text = await em.findOne(ProductText, { product: id, lang }, { populate: ['product'], strategy: 'joined' });
  return text ? toRecord(text) : undefined;
}

export async function productExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(Product, { id })) > 0;
}

export async function categoryExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(Category, { id })) > 0;
}

/** One more view, counted in the database so concurrent events never lose one. */
export async function addView(em: EntityManager, productId: number): Promise<void> {
  await em.nativeUpdate(Product, { id: productId }, { views: raw('views + 1') });
}
