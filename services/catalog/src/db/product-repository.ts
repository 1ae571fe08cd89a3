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

/** Newest first (the (category, newest) index), each product joined with its text in `lang`. */
export async function findProductPage(
  em: EntityManager,
  query: { lang: Language; categoryId: number | undefined; limit: number; offset: number },
): Promise<{ items: ProductRecord[]; total: number }> {
  const inCategory = query.categoryId === undefined ? {} : { categoryId: query.categoryId };
  const [texts, total] = await Promise.all([
    em.find(
      ProductText,
      { lang: query.lang, product: inCategory },
      { populate: ['product'], strategy: 'joined', orderBy: { product: { createdAt: 'desc', id: 'desc' } }, limit: query.limit, offset: query.offset },
    ),
    em.count(Product, inCategory),
  ]);
  return { items: texts.map(toRecord), total };
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
