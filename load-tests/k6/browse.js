/* global __ENV */
// Browse load: shoppers opening the site, paging through categories and opening products.
// Weighted like Online Boutique's load generator (browsing dominates; one landing per many
// product views), over the procedures the BFF serves today:
//
//   weight  task            calls
//   1       landing         batched user.platform {platformCode} + product.list page 1 (all categories)
//   6       browseCategory  product.list {categoryId, page 1}
//   3       nextPage        product.list {categoryId, next page} within the last known total
//   10      viewProduct     product.detail {id} of a listed product, then product.view {id}
//                           (the page records the view; RECORD_VIEWS=false skips it)
//
// Each virtual user loops: pick a task by weight, run it, think for THINK_MIN..THINK_MAX s.
//
//   k6 run load-tests/k6/browse.js
//   k6 run -e BASE_URL=https://m.shop.example -e VUS=200 -e DURATION=15m load-tests/k6/browse.js
import { check, sleep } from 'k6';
import { batchQuery, batchResults, isProductPage, lastPage, mutation, query, result } from './lib/trpc.js';

const VUS = Number(__ENV.VUS || 20);
const PLATFORM_CODE = Number(__ENV.PLATFORM_CODE || 2);
const CATEGORIES = (__ENV.CATEGORIES || '11044364,29,36').split(',').map(Number);
const PAGE_SIZE = Number(__ENV.PAGE_SIZE || 20);
const THINK_MIN = Number(__ENV.THINK_MIN || 1);
const THINK_MAX = Number(__ENV.THINK_MAX || 5);
const RECORD_VIEWS = __ENV.RECORD_VIEWS !== 'false';
// Share of shoppers reading in English / Chinese; the rest get the default (ind).
const LANGS = ['en', 'zh'];
const OTHER_LANG_SHARE = Number(__ENV.OTHER_LANG_SHARE || 0.2);

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: __ENV.RAMP_UP || '1m', target: VUS },
        { duration: __ENV.DURATION || '5m', target: VUS },
        { duration: __ENV.RAMP_DOWN || '30s', target: 0 },
      ],
      gracefulRampDown: '30s',
    },
  },
  thresholds: {
    // Stop early instead of hammering a broken system.
    http_req_failed: [{ threshold: 'rate<0.01', abortOnFail: true, delayAbortEval: '1m' }],
    http_req_duration: ['p(95)<300', 'p(99)<800'],
    'http_req_duration{procedure:product.list}': ['p(95)<300'],
    'http_req_duration{procedure:product.detail}': ['p(95)<300'],
    'http_req_duration{procedure:product.view}': ['p(95)<300'],
    'http_req_duration{procedure:user.platform,product.list}': ['p(95)<300'],
    checks: ['rate>0.99'],
  },
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};

// Per virtual user: what this shopper has seen so far.
const seen = {
  started: false,
  lang: undefined,
  lastPageByCategory: {},
  currentCategory: undefined,
  currentPage: 1,
  productIds: [],
};

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

function remember(page, categoryId) {
  seen.lastPageByCategory[categoryId] = lastPage(page);
  seen.currentCategory = categoryId;
  seen.currentPage = page.page;
  for (const item of page.items) {
    if (Number.isInteger(item.id)) seen.productIds.push(item.id);
  }
  // Keep the pool small and recent, like a shopper's scroll history.
  if (seen.productIds.length > 60) seen.productIds.splice(0, seen.productIds.length - 60);
}

function listCategory(categoryId, page) {
  const res = query('product.list', { categoryId, page, pageSize: PAGE_SIZE }, { lang: seen.lang });
  const { data } = result(res);
  const ok = check(res, {
    'product.list: status 200': (r) => r.status === 200,
    'product.list: a page of products': () => isProductPage(data),
    'product.list: the requested page': () => isProductPage(data) && data.page === page,
  });
  if (ok) remember(data, categoryId);
}

function landing() {
  const res = batchQuery(
    [
      { procedure: 'user.platform', input: { platformCode: PLATFORM_CODE } },
      { procedure: 'product.list', input: { page: 1, pageSize: PAGE_SIZE } },
    ],
    { lang: seen.lang },
  );
  const [platform, products] = batchResults(res, 2);
  check(res, {
    'landing: status 200': (r) => r.status === 200,
    'landing: platform has a title': () => Boolean(platform.data) && typeof platform.data.title === 'string',
    'landing: a page of products': () => isProductPage(products.data),
  });
  if (isProductPage(products.data)) {
    for (const item of products.data.items) seen.productIds.push(item.id);
  }
}

function browseCategory() {
  listCategory(pick(CATEGORIES), 1);
}

function nextPage() {
  const categoryId = seen.currentCategory ?? pick(CATEGORIES);
  const last = seen.lastPageByCategory[categoryId] ?? 1;
  const page = seen.currentPage < last ? seen.currentPage + 1 : 1;
  listCategory(categoryId, page);
}

function viewProduct() {
  if (seen.productIds.length === 0) {
    browseCategory();
    return;
  }
  const id = pick(seen.productIds);
  const res = query('product.detail', { id }, { lang: seen.lang });
  const { data } = result(res);
  check(res, {
    'product.detail: status 200': (r) => r.status === 200,
    'product.detail: the requested product': () => Boolean(data) && data.id === id,
  });
  if (RECORD_VIEWS && res.status === 200) {
    const view = mutation('product.view', { id }, { lang: seen.lang });
    check(view, {
      'product.view: recorded': (r) => r.status === 200 && Boolean(result(r).data) && result(r).data.recorded === true,
    });
  }
}

const tasks = [
  { weight: 1, run: landing },
  { weight: 6, run: browseCategory },
  { weight: 3, run: nextPage },
  { weight: 10, run: viewProduct },
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
  if (!seen.started) {
    seen.started = true;
    // Decided once per virtual user: a shopper keeps one language.
    seen.lang = Math.random() < OTHER_LANG_SHARE ? pick(LANGS) : undefined;
    // A new shopper starts at the landing page.
    landing();
  } else {
    pickTask().run();
  }
  sleep(THINK_MIN + Math.random() * Math.max(0, THINK_MAX - THINK_MIN));
}
