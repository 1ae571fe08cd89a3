// Search: shoppers looking for products, as the search screen, the product list and the category
// page ask. Half the visits search a keyword (the hot keywords first, then a keyword in the
// shopper's language, a typo now and then), half browse a category from the tree; either way the
// shopper scrolls the list (keyset pages, following next cursors), sometimes changes the order or
// sets a price range, and opens some of the products found.
//
//   keyword visit:  search.hot, then product.search {keyword, sort?, cursor…}
//   category visit: category.tree, then product.search {categoryId, sort, min/max price?, cursor…}
//   either:         product.detail {id} of one found product with OPEN_SHARE probability per page
//
//   npm run load -- search
//   k6 run -e BASE_URL=https://m.shop.example -e VUS=100 load-tests/k6/search.js
import { check } from 'k6';
import { envNumber, pick, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { isSearchPage, query, result } from './lib/trpc.js';

const PAGE_SIZE = envNumber('PAGE_SIZE', 20);
// Share of listed pages after which the shopper opens one of the products shown.
const OPEN_SHARE = envNumber('OPEN_SHARE', 0.5);
// Deepest page a shopper scrolls to in one visit.
const MAX_PAGES = envNumber('MAX_PAGES', 5);

// What shoppers type, per language: words of the demo and generated catalogs, and a typo.
const KEYWORDS = {
  ind: ['kemeja', 'kemeja batik', 'sepatu', 'serum', 'power bank', 'tas ransel', 'jam tangan', 'kemaja'],
  en: ['shirt', 'sneakers', 'wireless earbuds', 'sunscreen', 'backpack', 'smartwatch', 'backpak'],
  zh: ['衬衫', '耳机', '充电宝', '防晒', '手表', '双肩包'],
};
const SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'];

export const options = {
  scenarios: { search: rampingLoad(10) },
  thresholds: sloThresholds({
    p95Ms: 250,
    p99Ms: 500,
    errorRate: 0.01,
    checksRate: 0.99,
    procedures: ['search.hot', 'category.tree', 'product.search', 'product.detail'],
  }),
  summaryTrendStats,
};

function searchPage(input, lang) {
  const res = query('product.search', { ...input, limit: PAGE_SIZE }, { lang });
  const { data } = result(res);
  const ok = check(res, {
    'product.search: status 200': (r) => r.status === 200,
    'product.search: a keyset page': () => isSearchPage(data) && data.items.length <= PAGE_SIZE,
    'product.search: within the price range': () =>
      isSearchPage(data) && data.items.every((item) => (input.minPrice === undefined || item.price >= input.minPrice) && (input.maxPrice === undefined || item.price <= input.maxPrice)),
  });
  return ok ? data : undefined;
}

function openProduct(id, lang) {
  const res = query('product.detail', { id }, { lang });
  const { data } = result(res);
  check(res, {
    'product.detail: status 200': (r) => r.status === 200,
    'product.detail: the requested product': () => Boolean(data) && data.id === id,
  });
}

/** Scrolls a list from its first page, a page per step, opening some of the products shown. */
function scroll(input, lang) {
  let cursor = '';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const found = searchPage({ ...input, cursor }, lang);
    if (!found) return;
    think();
    if (found.items.length > 0 && Math.random() < OPEN_SHARE) {
      openProduct(pick(found.items).id, lang);
      think();
    }
    if (found.nextCursor === null) return;
    cursor = found.nextCursor;
  }
}

function keywordVisit(lang) {
  const hot = query('search.hot', undefined, { lang });
  check(hot, { 'search.hot: status 200': (r) => r.status === 200 && Array.isArray(result(r).data?.keywords) });
  const keywords = result(hot).data?.keywords ?? [];
  const keyword = keywords.length > 0 && Math.random() < 0.3 ? pick(keywords) : pick(KEYWORDS[lang]);
  think();
  scroll(Math.random() < 0.7 ? { keyword } : { keyword, sort: pick(SORTS) }, lang);
}

function categoryVisit(lang) {
  const res = query('category.tree', undefined, { lang });
  const categories = result(res).data?.categories ?? [];
  const ok = check(res, { 'category.tree: top-level categories with subcategories': () => categories.length > 0 && categories.every((top) => Array.isArray(top.children)) });
  if (!ok) return;
  const top = pick(categories);
  const category = top.children.length > 0 && Math.random() < 0.6 ? pick(top.children) : top;
  think();
  const input = { categoryId: category.id, sort: pick(SORTS.slice(1)) };
  scroll(Math.random() < 0.2 ? { ...input, minPrice: 50_000, maxPrice: 500_000 } : input, lang);
}

export default function () {
  const lang = pick(['ind', 'ind', 'ind', 'en', 'zh']);
  if (Math.random() < 0.5) keywordVisit(lang);
  else categoryVisit(lang);
}
