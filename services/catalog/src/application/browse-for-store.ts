import { foldForSearch } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { findProductsForStore, type StoreProductRecord } from '../db/listing-repository.js';
import { containsPattern, keywordProblem } from '../domain/keyword.js';
import { resolveLanguage } from '../domain/language.js';
import { assertStoreId } from './shared/ids.js';
import { assertCategoryOfEmptyAnswer, requirePage } from './list-products.js';

export interface BrowseForStoreQuery {
  storeId: number;
  keyword: string;
  categoryId: number;
  page: number;
  pageSize: number;
  lang: string;
  listedOnly: boolean;
}

export interface StoreProductPage {
  items: StoreProductRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** The platform catalog for a store's owner (through the merchant service): search, newest first, each with whether the store lists it. */
export const browseForStore = defineQuery('BrowseForStore', async ({ em }, query: BrowseForStoreQuery): Promise<StoreProductPage> => {
  assertStoreId(query.storeId);
  const page = requirePage(query.page, query.pageSize);
  const problem = keywordProblem(query.keyword);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem);
  // Titles are compared folded (accents, case, spacing), as they are stored in title_folded.
  const keyword = foldForSearch(query.keyword);
  const categoryId = query.categoryId === 0 ? undefined : query.categoryId;
  const { items, total } = await findProductsForStore(em, {
    storeId: query.storeId,
    lang: resolveLanguage(query.lang),
    titlePattern: keyword === '' ? undefined : containsPattern(keyword),
    categoryId,
    listedOnly: query.listedOnly,
    limit: page.pageSize,
    offset: page.offset,
  });
  await assertCategoryOfEmptyAnswer(em, categoryId, total);
  return { items, total, page: page.page, pageSize: page.pageSize };
});
