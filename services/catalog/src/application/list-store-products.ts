import { defineQuery } from '@shop/service-kit';
import { findStoreProductPage } from '../db/listing-repository.js';
import { resolveLanguage } from '../domain/language.js';
import { assertStoreId } from './shared/ids.js';
import { requirePage, type ProductPage } from './list-products.js';

/** A store's shop page: the products it lists, most recently listed first. */
export const listStoreProducts = defineQuery(
  'ListStoreProducts',
  async ({ em }, query: { storeId: number; page: number; pageSize: number; lang: string }): Promise<ProductPage> => {
    assertStoreId(query.storeId);
    const page = requirePage(query.page, query.pageSize);
    const { items, total } = await findStoreProductPage(em, { storeId: query.storeId, lang: resolveLanguage(query.lang), limit: page.pageSize, offset: page.offset });
    return { items, total, page: page.page, pageSize: page.pageSize };
  },
);
