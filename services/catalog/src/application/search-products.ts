import { catalogReasons, commonReasons } from '@shop/contracts';
import { AppError, decodeCursor, defineQuery, encodeCursor, type Cursor, type Query } from '@shop/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addKeywordCounts, findCorrections } from '../db/keyword-repository.js';
import { findProductSearchPage, type ProductSearch, type RankedProduct } from '../db/search-repository.js';
import { categoryLevel } from '../domain/categories.js';
import { keywordProblem } from '../domain/keyword.js';
import { resolveLanguage, type Language } from '../domain/language.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/paging.js';
import { correctedLanguages, priceRangeProblem, productSorts, relevanceTiers, searchQuery, searchTerms, sortValueKind, type ProductSort, type SearchQuery } from '../domain/search.js';
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
  /** The keyword matched no product as written, so these are products of the words closest to it (a typo). */
  similar: boolean;
}

/**
 * A cursor's scope says what its page was besides its position: of a corrected keyword
 * (`similar`, the next page must be too), and in relevance's order, of which tier.
 */
const SIMILAR = 'similar';
const cursorScopes = [SIMILAR, ...relevanceTiers, ...relevanceTiers.map((tier) => `${SIMILAR}:${tier}`)];

/**
 * The product list: by keyword (all its words, in the caller's language; a misspelt English or
 * Indonesian keyword is corrected to the titles' closest words when nothing matches it as written),
 * category and price range, in one of five orders, keyset-paged. A first page with results counts
 * its keyword towards the hot keywords.
 */
export function searchProducts(tally: SearchTally): Query<SearchProductsRequest, ProductSearchPage> {
  return defineQuery('SearchProducts', async ({ em, now }, request) => {
    const lang = resolveLanguage(request.lang);
    const { search, similar: continuing } = checkedSearch(request, lang);
    let similar = continuing;
    if (similar && search.match) search.match = (await correctedQuery(em, lang, request.keyword)) ?? search.match;
    let page = await findProductSearchPage(em, search);
    if (page.items.length === 0 && search.after === undefined && search.match && !similar) {
      const corrected = await correctedQuery(em, lang, request.keyword);
      if (corrected) {
        similar = true;
        page = await findProductSearchPage(em, { ...search, match: corrected });
      }
    }
    // Typos are not what others should be offered, so only keywords found as written count.
    if (search.after === undefined && search.match && !similar && page.items.length > 0) {
      tally.count(lang, request.keyword);
      const due = tally.drainIfDue(now.getTime());
      if (due.length > 0) await addKeywordCounts(em, now.toISOString().slice(0, 10), due);
    }
    const last = page.items.at(-1);
    const scope = [similar ? SIMILAR : undefined, last?.tier].filter(Boolean).join(':') || undefined;
    const nextCursor = page.more && last ? encodeCursor(sortValueOf(last, search.sort), last.product.id, scope) : '';
    return { items: page.items.map((item) => item.product), nextCursor, similar };
  });
}

/** The keyword with each word no title has replaced by the closest one titles have; undefined when nothing changes. */
async function correctedQuery(em: EntityManager, lang: Language, keyword: string): Promise<SearchQuery | undefined> {
  if (!correctedLanguages.includes(lang)) return undefined;
  const terms = searchTerms(lang, keyword).split(' ').filter(Boolean);
  const corrections = await findCorrections(em, lang, terms);
  if (corrections.size === 0) return undefined;
  return searchQuery(lang, terms.map((term) => corrections.get(term) ?? term).join(' '));
}

function checkedSearch(request: SearchProductsRequest, lang: Language): { search: ProductSearch; similar: boolean } {
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
  const { after, similar } = positionOf(request.cursor, sort, query !== undefined);
  return {
    search: {
      lang,
      match: query,
      category: level === undefined ? undefined : { level, id: request.categoryId },
      minPrice: request.minPrice,
      maxPrice: request.maxPrice,
      sort,
      after,
      limit,
    },
    similar,
  };
}

/**
 * Where a cursor continues: its position (with its relevance tier as the scope), and whether its
 * list is of a corrected keyword. A relevance page of a keyword ends in a tier, and only such a page.
 */
function positionOf(cursor: string, sort: ProductSort, hasKeyword: boolean): { after: Cursor<number | Date, number> | undefined; similar: boolean } {
  if (cursor === '') return { after: undefined, similar: false };
  const decoded = decodeCursor(cursor, sortValueKind(sort), 'number', cursorScopes);
  if (decoded === commonReasons.invalidCursor) throw new AppError('INVALID_ARGUMENT', decoded);
  const [first, second] = (decoded.scope ?? '').split(':');
  const similar = first === SIMILAR;
  const tier = similar ? second : first || undefined;
  if (similar && !hasKeyword) throw new AppError('INVALID_ARGUMENT', commonReasons.invalidCursor);
  if ((sort === 'relevance' && hasKeyword) !== (tier !== undefined)) throw new AppError('INVALID_ARGUMENT', commonReasons.invalidCursor);
  return { after: { value: decoded.value, id: decoded.id, scope: tier }, similar };
}

/** The asked order; relevance needs a keyword, so without one it is best-selling. */
function sortOf(sort: string, hasKeyword: boolean): ProductSort {
  if (sort === '') return hasKeyword ? 'relevance' : 'sales';
  if (!(productSorts as readonly string[]).includes(sort)) throw new AppError('INVALID_ARGUMENT', commonReasons.invalidSort);
  return sort === 'relevance' && !hasKeyword ? 'sales' : (sort as ProductSort);
}

function sortValueOf({ product }: RankedProduct, sort: ProductSort): number | Date {
  switch (sort) {
    case 'newest':
      return product.createdAt;
    case 'price_asc':
    case 'price_desc':
      return product.price;
    default:
      // Best-selling, and relevance within a tier.
      return product.sales;
  }
}
