import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { resolveLanguage } from '../domain/language.js';
import { toPage, type Page } from '../domain/paging.js';
import { categoryExists, findProductPage, type ProductRecord } from '../db/product-repository.js';

export interface ListProductsQuery {
  categoryId: number;
  page: number;
  pageSize: number;
  lang: string;
}

export interface ProductPage {
  items: ProductRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** The page asked for, or INVALID_ARGUMENT with the paging problem. */
export function requirePage(page: number, pageSize: number): Page {
  const checked = toPage(page, pageSize);
  if (typeof checked === 'string') throw new AppError('INVALID_ARGUMENT', checked);
  return checked;
}

/** Only an empty answer needs telling apart "no such category" from "nothing in it yet". */
export async function assertCategoryOfEmptyAnswer(em: EntityManager, categoryId: number | undefined, total: number): Promise<void> {
  if (total === 0 && categoryId !== undefined && !(await categoryExists(em, categoryId))) throw new AppError('NOT_FOUND', catalogReasons.categoryNotFound);
}

export const listProducts = defineQuery('ListProducts', async ({ em }, query: ListProductsQuery): Promise<ProductPage> => {
  const page = requirePage(query.page, query.pageSize);
  const categoryId = query.categoryId === 0 ? undefined : query.categoryId;
  const { items, total } = await findProductPage(em, {
    lang: resolveLanguage(query.lang),
    categoryId,
    limit: page.pageSize,
    offset: page.offset,
  });
  await assertCategoryOfEmptyAnswer(em, categoryId, total);
  return { items, total, page: page.page, pageSize: page.pageSize };
});
