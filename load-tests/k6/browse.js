// Browse: shoppers on the home page. A shopper lands (the page head's platform config, the category
// shortcuts and the hot, new and boutique rails in one batched GET, as the shell and the home page
// ask together), scrolls the newest products further and opens products, weighted like Online
// Boutique's load generator (product views dominate):
//
//   weight  task         calls
//   1       landing      batched user.platform {platformCode} + category.tree + product.search
//                        {sales} + {newest} + {sales, minPrice} (the three rails)
//   3       scroll       product.search {newest, cursor} of "see all" (back to the start after the last)
//   5       openProduct  the product page opened from the feed: batched page.head {product id} +
//                        product.detail {id} (the head and the page ask together), then the
//                        mutation product.view {id} the page records (RECORD_VIEWS=false skips it)
//   1       sharedLink   GET /h5/products/{id}: a product link opened cold (from WhatsApp), its
//                        HTML rendered by the shell's server with the head a preview reads
//
// Each virtual user lands first, then loops: pick a task by weight, run it, think.
//
//   npm run load -- browse
//   k6 run -e BASE_URL=https://m.shop.example -e VUS=200 -e DURATION=15m load-tests/k6/browse.js
import { check } from 'k6';
import http from 'k6/http';
import { envNumber, pick, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { BASE_URL, batchQuery, batchResults, DEFAULT_LANG, isSearchPage, mutation, query, result } from './lib/trpc.js';

const PLATFORM_CODE = envNumber('PLATFORM_CODE', 2);
const PAGE_SIZE = envNumber('PAGE_SIZE', 20);
const RAIL_SIZE = 10;
// The home's boutique rail: the best sellers from this price up.
const BOUTIQUE_MIN_PRICE = 250_000;
const RECORD_VIEWS = __ENV.RECORD_VIEWS !== 'false';
// Share of shoppers reading in English or Chinese; the rest get the default language (ind).
const OTHER_LANG_SHARE = envNumber('OTHER_LANG_SHARE', 0.2);

export const options = {
  scenarios: { browse: rampingLoad(20) },
  thresholds: sloThresholds({
    p95Ms: 250,
    p99Ms: 500,
    errorRate: 0.01,
    checksRate: 0.99,
    procedures: [
      'user.platform+category.tree+product.search+product.search+product.search',
      'product.search',
      'page.head+product.detail',
      'product.view',
      // A whole page rendered by the shell's server: the product, its head and reviews through the BFF, then React.
      { name: 'product page html', p95Ms: 600 },
    ],
  }),
  summaryTrendStats,
};

// Per virtual user: the shopper's language, where the newest products' list is, what it has shown so far.
/** @type {{ landed: boolean, lang: string | undefined, cursor: string, productIds: number[] }} */
const shopper = { landed: false, lang: undefined, cursor: '', productIds: [] };

function remember(page) {
  for (const item of page.items) shopper.productIds.push(item.id);
  // A small, recent pool, like a shopper's scroll history.
  if (shopper.productIds.length > 60) shopper.productIds.splice(0, shopper.productIds.length - 60);
}

function landing() {
  const res = batchQuery(
    [
      { procedure: 'user.platform', input: { platformCode: PLATFORM_CODE } },
      { procedure: 'category.tree' },
      { procedure: 'product.search', input: { sort: 'sales', limit: RAIL_SIZE } },
      { procedure: 'product.search', input: { sort: 'newest', limit: RAIL_SIZE } },
      { procedure: 'product.search', input: { sort: 'sales', minPrice: BOUTIQUE_MIN_PRICE, limit: RAIL_SIZE } },
    ],
    { lang: shopper.lang },
  );
  const [platform, tree, hot, fresh, boutique] = batchResults(res, 5);
  const ok = check(res, {
    'landing: status 200': (r) => r.status === 200,
    'landing: platform has a title': () => Boolean(platform.data) && typeof platform.data.title === 'string',
    'landing: category shortcuts': () => Array.isArray(tree.data?.categories) && tree.data.categories.length > 0,
    'landing: three rails of products': () => [hot, fresh, boutique].every((rail) => isSearchPage(rail.data)) && hot.data.items.length > 0,
    'landing: boutique picks from their price up': () => isSearchPage(boutique.data) && boutique.data.items.every((item) => item.price >= BOUTIQUE_MIN_PRICE),
  });
  if (ok) remember(fresh.data);
}

function scroll() {
  const res = query('product.search', { sort: 'newest', limit: PAGE_SIZE, cursor: shopper.cursor }, { lang: shopper.lang });
  const { data } = result(res);
  const ok = check(res, {
    'product.search: status 200': (r) => r.status === 200,
    'product.search: a keyset page': () => isSearchPage(data) && data.items.length <= PAGE_SIZE,
  });
  if (!ok) return;
  remember(data);
  shopper.cursor = data.nextCursor ?? '';
}

function openProduct() {
  const id = pick(shopper.productIds);
  const res = batchQuery(
    [
      { procedure: 'page.head', input: { subject: 'product', id } },
      { procedure: 'product.detail', input: { id } },
    ],
    { lang: shopper.lang },
  );
  const [head, product] = batchResults(res, 2);
  const data = product.data;
  check(res, {
    'product page: status 200': (r) => r.status === 200,
    'product page: the head names the product and its price': () => Boolean(head.data) && head.data.title.length > 0 && head.data.price > 0,
    'product page: the requested product': () => Boolean(data) && data.id === id,
    'product page: a discount is off the list price': () => Boolean(data) && data.listPrice >= data.price,
  });
  if (!RECORD_VIEWS || res.status !== 200) return;
  const view = mutation('product.view', { id }, { lang: shopper.lang });
  check(view, { 'product.view: recorded': (r) => r.status === 200 && result(r).data?.recorded === true });
}

function sharedLink() {
  const id = pick(shopper.productIds);
  const name = 'product page html';
  const res = http.get(`${BASE_URL}/h5/products/${id}`, {
    headers: { accept: 'text/html', cookie: `shop-locale=${shopper.lang || DEFAULT_LANG}` },
    tags: { name, procedure: name },
  });
  check(res, {
    'product link: status 200': (r) => r.status === 200,
    'product link: a preview reads the product and its price': (r) => typeof r.body === 'string' && r.body.includes('property="product:price:amount"'),
  });
}

const tasks = [
  { weight: 1, run: landing },
  { weight: 3, run: scroll },
  { weight: 5, run: openProduct },
  { weight: 1, run: sharedLink },
];
const totalWeight = tasks.reduce((sum, task) => sum + task.weight, 0);

function pickTask() {
  let roll = Math.random() * totalWeight;
  for (const task of tasks) {
    roll -= task.weight;
    if (roll < 0) return task;
  }
  return tasks[tasks.length - 1];
}

export default function () {
  // A shopper keeps one language and starts at the landing page (again, if it showed nothing).
  if (!shopper.landed) {
    shopper.landed = true;
    shopper.lang = Math.random() < OTHER_LANG_SHARE ? pick(['en', 'zh']) : undefined;
  }
  if (shopper.productIds.length === 0) landing();
  else pickTask().run();
  think();
}
