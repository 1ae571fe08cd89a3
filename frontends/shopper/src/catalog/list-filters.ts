import { KEYWORD_MAX_LENGTH } from '@shop/contracts/text';
import { idParam } from '@shop/web-core';

/** The product list's orders (the BFF's product.search); relevance only with a keyword. */
export const productSorts = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/** What the product list shows, as its URL says it: `/h5/products/list?keyword=batik&category=29&sort=sales&min=1000&max=5000`. */
export interface ListFilters {
  keyword: string;
  categoryId: number | undefined;
  sort: ProductSort;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

const MAX_RUPIAH = 1_000_000_000_000;

function rupiahParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,13}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount <= MAX_RUPIAH ? amount : undefined;
}

/** The filters a list URL names; anything malformed is left out (a hand-edited link still opens a list). */
export function listFiltersOf(params: URLSearchParams): ListFilters {
  const keyword = [...(params.get('keyword') ?? '').trim()].slice(0, KEYWORD_MAX_LENGTH).join('');
  const sort = params.get('sort');
  const known = (productSorts as readonly (string | null)[]).includes(sort) ? (sort as ProductSort) : undefined;
  let minPrice = rupiahParam(params.get('min'));
  let maxPrice = rupiahParam(params.get('max'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [undefined, undefined];
  return {
    keyword,
    categoryId: idParam(params.get('category')),
    // Relevance needs a keyword; a list without one starts with the best sellers.
    sort: known === undefined || (known === 'relevance' && keyword === '') ? (keyword === '' ? 'sales' : 'relevance') : known,
    minPrice,
    maxPrice,
  };
}

/** The list URL of some filters (the default order is left out, so equal lists share one URL). */
export function productListPath(filters: Partial<ListFilters>): string {
  const params = new URLSearchParams();
  const keyword = filters.keyword?.trim() ?? '';
  if (keyword !== '') params.set('keyword', keyword);
  if (filters.categoryId !== undefined) params.set('category', String(filters.categoryId));
  const defaultSort = keyword === '' ? 'sales' : 'relevance';
  if (filters.sort !== undefined && filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.minPrice !== undefined) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('max', String(filters.maxPrice));
  const query = params.toString();
  return query === '' ? '/h5/products/list' : `/h5/products/list?${query}`;
}

/** The orders a list offers: relevance only when it has a keyword. */
export function sortsFor(keyword: string): readonly ProductSort[] {
  return keyword === '' ? productSorts.filter((sort) => sort !== 'relevance') : productSorts;
}
