// Search: shoppers looking for products. The BFF has no text search yet; what it offers for
// finding products is a category's listing, newest first, paged (product.list {categoryId, page,
// pageSize}). So a search here is a category visit: open a category, scroll through its pages to
// the end (infinite scroll, a page per step), open some of the products found. When a search
// procedure exists, this scenario is where its calls belong.
//
//   per visit: product.list {categoryId, page 1..last, pageSize}, each page followed by
//              product.detail {id} of one of its products with OPEN_SHARE probability
//
//   npm run load -- search
//   k6 run -e BASE_URL=https://m.shop.example -e CATEGORIES=29,36 load-tests/k6/search.js
import { check } from 'k6';
import { envNumber, pick, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { isProductPage, lastPage, query, result } from './lib/trpc.js';

const CATEGORIES = (__ENV.CATEGORIES || '11044364,29,36').split(',').map(Number);
const PAGE_SIZE = envNumber('PAGE_SIZE', 10);
// Share of listed pages after which the shopper opens one of the products shown.
const OPEN_SHARE = envNumber('OPEN_SHARE', 0.5);
// Deepest page a shopper scrolls to in one visit.
const MAX_PAGES = envNumber('MAX_PAGES', 5);

export const options = {
  scenarios: { search: rampingLoad(10) },
  thresholds: sloThresholds({
    p95Ms: 250,
    p99Ms: 500,
    errorRate: 0.01,
    checksRate: 0.99,
    procedures: ['product.list', 'product.detail'],
  }),
  summaryTrendStats,
};

function listPage(categoryId, page, lang) {
  const res = query('product.list', { categoryId, page, pageSize: PAGE_SIZE }, { lang });
  const { data } = result(res);
  const ok = check(res, {
    'product.list: status 200': (r) => r.status === 200,
    'product.list: the requested page': () => isProductPage(data) && data.page === page && data.items.length <= PAGE_SIZE,
    'product.list: only that category': () => isProductPage(data) && data.items.every((item) => item.categoryId === categoryId),
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

export default function () {
  const categoryId = pick(CATEGORIES);
  const lang = pick(['ind', 'ind', 'ind', 'en', 'zh']);
  let last = 1;
  for (let page = 1; page <= Math.min(last, MAX_PAGES); page++) {
    const found = listPage(categoryId, page, lang);
    if (!found) return;
    last = lastPage(found);
    think();
    if (found.items.length > 0 && Math.random() < OPEN_SHARE) {
      openProduct(pick(found.items).id, lang);
      think();
    }
  }
}
