import { catalogReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { resolveLanguage } from '../domain/language.js';
import { toPage } from '../domain/paging.js';
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

export const listProducts = defineQuery('ListProducts', async ({ em }, query: ListProductsQuery): Promise<ProductPage> => {
  const page = toPage(query.page, query.pageSize);
  if (typeof page === 'string') throw new AppError('INVALID_ARGUMENT', page);
  const categoryId = query.categoryId === 0 ? undefined : query.categoryId;
  const { items, total } = await findProductPage(em, {
    lang: resolveLanguage(query.lang),
    categoryId,
    limit: page.pageSize,
    offset: page.offset,
  });
  // Only an empty answer needs telling apart "no such category" from "nothing in it yet".
  if (total === 0 && categoryId !== undefined && !(await categoryExists(em, categoryId))) throw new AppError('NOT_FOUND', catalogReasons.categoryNotFound);
  return { items, total, page: page.page, pageSize: page.pageSize };
});
