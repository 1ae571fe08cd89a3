// The street: shoppers browsing stores. A visit picks one of the seven orders, either way, or
// searches by part of a store name; scrolls the keyset pages (infinite scroll, following
// nextCursor) up to MAX_PAGES; and now and then opens a store it saw: its header and first
// products in one batched GET, then the visit the shop page records.
//
//   per visit: merchant.street {query?, sort, ascending, cursor, limit} page after page, checked to
//              be in order; with OPEN_SHARE probability per page merchant.shop + merchant.shopProducts
//              and the merchant.visit mutation
//
//   npm run load -- street
//   k6 run -e BASE_URL=https://m.shop.example -e QUERIES=jaya,makmur load-tests/k6/street.js
import { check } from 'k6';
import { envNumber, pick, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { batchQuery, batchResults, mutation, query, result } from './lib/trpc.js';

const SORTS = ['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections'];
// Parts of store names searched for (the demo stores' names are Indonesian: Toko, Warung, Jaya…).
const QUERIES = (__ENV.QUERIES || 'toko,warung,jaya,makmur,kedai,ánda').split(',');
// Share of visits that search by name rather than browse an order.
const SEARCH_SHARE = envNumber('SEARCH_SHARE', 0.3);
const LIMIT = envNumber('LIMIT', 20);
const MAX_PAGES = envNumber('MAX_PAGES', 4);
// Share of pages after which the shopper opens one of the stores shown.
const OPEN_SHARE = envNumber('OPEN_SHARE', 0.3);

export const options = {
  scenarios: { street: rampingLoad(10) },
  thresholds: sloThresholds({
    p95Ms: 250,
    p99Ms: 500,
    errorRate: 0.01,
    checksRate: 0.99,
    procedures: ['merchant.street', 'merchant.shop+merchant.shopProducts', 'merchant.visit'],
  }),
  summaryTrendStats,
};

/** What each order compares (the public store shows every figure but the overall score). */
const valueOf = {
  new: (store) => Date.parse(store.openedAt),
  rating: (store) => store.rating,
  level: (store) => store.level,
  visits: (store) => store.visits,
  sales: (store) => store.sales,
  collections: (store) => store.collections,
};

function inOrder(items, sort, ascending) {
  const value = valueOf[sort];
  if (!value) return true;
  for (let i = 1; i < items.length; i++) {
    const step = value(items[i]) - value(items[i - 1]);
    if (ascending ? step < 0 : step > 0) return false;
  }
  return true;
}

function streetPage(input, lang) {
  const res = query('merchant.street', input, { lang });
  const { data } = result(res);
  const ok = check(res, {
    'merchant.street: status 200': (r) => r.status === 200,
    'merchant.street: a page of stores': () => Boolean(data) && Array.isArray(data.items) && data.items.length <= LIMIT,
    'merchant.street: in the order asked': () => Boolean(data) && inOrder(data.items, input.sort, input.ascending),
    'merchant.street: names matching the search': () =>
      Boolean(data) && (!input.query || data.items.every((store) => fold(store.name).includes(fold(input.query)))),
  });
  return ok ? data : undefined;
}

/** The store name as the street compares it: accents dropped, case folded. */
function fold(text) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function openStore(id, lang) {
  const res = batchQuery(
    [
      { procedure: 'merchant.shop', input: { id } },
      { procedure: 'merchant.shopProducts', input: { id, page: 1, pageSize: 20 } },
    ],
    { lang },
  );
  const [shop, products] = batchResults(res, 2);
  check(res, {
    'merchant.shop: status 200': (r) => r.status === 200,
    'merchant.shop: the store opened': () => Boolean(shop.data) && shop.data.id === id,
    'merchant.shopProducts: a page of products': () => Boolean(products.data) && Array.isArray(products.data.items),
  });
  const visit = mutation('merchant.visit', { id }, { lang });
  check(visit, { 'merchant.visit: recorded': (r) => r.status === 200 && result(r).data?.recorded === true });
}

export default function () {
  const lang = pick(['ind', 'ind', 'ind', 'en', 'zh']);
  const searching = Math.random() < SEARCH_SHARE;
  const input = {
    query: searching ? pick(QUERIES) : '',
    sort: pick(SORTS),
    ascending: Math.random() < 0.3,
    limit: LIMIT,
  };
  let cursor = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const found = streetPage(cursor ? { ...input, cursor } : input, lang);
    if (!found) return;
    think();
    if (found.items.length > 0 && Math.random() < OPEN_SHARE) {
      openStore(pick(found.items).id, lang);
      think();
    }
    if (!found.nextCursor) return;
    cursor = found.nextCursor;
  }
}
