import type { EntityManager } from '@mikro-orm/postgresql';
import { findProductsByIds, type ProductRecord } from '../../db/product-repository.js';
import type { Language } from '../../domain/language.js';

/**
 * A page of a shopper's list with each entry's product (texts in `lang`), read in one statement.
 * An entry whose product is gone is left out.
 */
export async function withProducts<E extends { productId: number }>(em: EntityManager, entries: readonly E[], lang: Language): Promise<(Omit<E, 'productId'> & { product: ProductRecord })[]> {
  const products = await findProductsByIds(em, entries.map((entry) => entry.productId), lang);
  return entries.flatMap(({ productId, ...entry }) => {
    const product = products.get(productId);
    return product ? [{ ...entry, product }] : [];
  });
}
