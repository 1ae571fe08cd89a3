import { catalogReasons, commonReasons, foldForSearch } from '@shop/contracts';
import { AppError, decodeCursor, defineQuery, encodeCursor, type Query } from '@shop/service-kit';
import { addKeywordCounts } from '../db/keyword-repository.js';
import { findProductSearchPage, type KeywordMatch, type ProductSearch, type RankedProduct } from '../db/search-repository.js';
import { categoryLevel } from '../domain/categories.js';
import { keywordProblem } from '../domain/keyword.js';
import { resolveLanguage, type Language } from '../domain/language.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/paging.js';
import { priceRangeProblem, productSorts, searchQuery, sortValueKind, type ProductSort } from '../domain/search.js';
import type { SearchTally } from '../domain/search-tally.js';

export interface SearchProductsRequest {
  keyword: string;
  /** A top-level category or a subcategory; 0 for all. */
  categoryId: number;
  minPrice: number;
  maxPrice: number;
  /** One of `productSorts`; empty for relevance with a keyword, best-selling without. */
  sort: string;
  cursor: string;
  limit: number;
  lang: string;
}

export interface ProductSearchPage {
  items: RankedProduct['product'][];
  /** Empty on the last page. */
  nextCursor: string;
  /** The keyword matched no product as written, so these are products with a similar title (a typo). */
  similar: boolean;
}

/** The cursor scope of a page of similar titles: the next page must stay with similar titles. */
const SIMILAR = 'similar';

/**
 * The product list: by keyword (all its terms, in the caller's language; titles like it when
 * nothing matches as written, in English and Indonesian), category and price range, in one of five
 * orders, keyset-paged. A first page with results counts its keyword towards the hot keywords.
 */
export function searchProducts(tally: SearchTally): Query<SearchProductsRequest, ProductSearchPage> {
  return defineQuery('SearchProducts', async ({ em, now }, request) => {
    const lang = resolveLanguage(request.lang);
    const search = checkedSearch(request, lang);
    let page = await findProductSearchPage(em, search);
    if (page.items.length === 0 && search.after === undefined && search.match?.kind === 'terms' && lang !== 'zh') {
      search.match = { kind: 'similar', keyword: foldForSearch(request.keyword) };
      page = await findProductSearchPage(em, search);
    }
    const similar = search.match?.kind === 'similar';
    // Typos are not what others should be offered, so only keywords found as written count.
    if (search.after === undefined && search.match?.kind === 'terms' && page.items.length > 0) {
      tally.count(lang, request.keyword);
      const due = tally.drainIfDue(now.getTime());
      if (due.length > 0) await addKeywordCounts(em, now.toISOString().slice(0, 10), due);
    }
    const last = page.items.at(-1);
    const nextCursor = page.more && last ? encodeCursor(sortValueOf(last, search.sort), last.product.id, similar ? SIMILAR : undefined) : '';
    return { items: page.items.map((item) => item.product), nextCursor, similar };
  });
}

function checkedSearch(request: SearchProductsRequest, lang: Language): ProductSearch {
  const problem = keywordProblem(request.keyword);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem);
  const query = searchQuery(lang, request.keyword);
  const sort = sortOf(request.sort, query !== undefined);
  const limit = request.limit === 0 ? DEFAULT_PAGE_SIZE : request.limit;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidPageSize);
  if (priceRangeProblem(request.minPrice, request.maxPrice)) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidPriceRange);
  if (!Number.isSafeInteger(request.categoryId) || request.categoryId < 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidCategoryId);
  const level = request.categoryId === 0 ? undefined : categoryLevel(request.categoryId);
  if (request.categoryId !== 0 && level === undefined) throw new AppError('NOT_FOUND', catalogReasons.categoryNotFound);
  const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, sortValueKind(sort), 'number', [SIMILAR]);
  if (after === commonReasons.invalidCursor) throw new AppError('INVALID_ARGUMENT', after);
  const match: KeywordMatch | undefined = query === undefined ? undefined : after?.scope === SIMILAR ? { kind: 'similar', keyword: foldForSearch(request.keyword) } : { kind: 'terms', query };
  return {
    lang,
    match,
    category: level === undefined ? undefined : { level, id: request.categoryId },
    minPrice: request.minPrice,
    maxPrice: request.maxPrice,
    sort,
    after,
    limit,
  };
}

/** The asked order; relevance needs a keyword, so without one it is best-selling. */
function sortOf(sort: string, hasKeyword: boolean): ProductSort {
  if (sort === '') return hasKeyword ? 'relevance' : 'sales';
  if (!(productSorts as readonly string[]).includes(sort)) throw new AppError('INVALID_ARGUMENT', commonReasons.invalidSort);
  return sort === 'relevance' && !hasKeyword ? 'sales' : (sort as ProductSort);
}

function sortValueOf({ product, score }: RankedProduct, sort: ProductSort): number | Date {
  switch (sort) {
    case 'relevance':
      return score;
    case 'sales':
      return product.sales;
    case 'newest':
      return product.createdAt;
    default:
      return product.price;
  }
}
