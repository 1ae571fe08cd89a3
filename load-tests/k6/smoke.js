// Smoke test: one virtual user, one pass over every procedure the BFF serves, checking the
// response shapes. Run it after each deploy (through the ingress) and before any load test.
//
//   k6 run load-tests/k6/smoke.js
//   k6 run -e BASE_URL=https://m.shop.example load-tests/k6/smoke.js
//
// It records one product view (product.view) and one store visit (merchant.visit) unless
// RECORD_VIEWS=false.
import { check, group } from 'k6';
import { batchQuery, batchResults, isProductPage, mutation, query, result } from './lib/trpc.js';

const PLATFORM_CODE = Number(__ENV.PLATFORM_CODE || 2);
const CATEGORIES = (__ENV.CATEGORIES || '11044364,29,36').split(',').map(Number);
const RECORD_VIEWS = __ENV.RECORD_VIEWS !== 'false';

export const options = {
  scenarios: {
    smoke: { executor: 'shared-iterations', vus: 1, iterations: 1, maxDuration: '1m' },
  },
  thresholds: {
    checks: ['rate==1'],
    http_req_failed: ['rate==0'],
    http_req_duration: ['p(95)<500'],
  },
};

export default function () {
  let productId;

  group('user.platform', () => {
    const res = query('user.platform', { platformCode: PLATFORM_CODE });
    const { data } = result(res);
    check(res, {
      'user.platform: status 200': (r) => r.status === 200,
      'user.platform: title, desc, logo': () =>
        Boolean(data) && ['title', 'desc', 'logo'].every((key) => typeof data[key] === 'string'),
      'user.platform: logo is a path': () => Boolean(data) && (data.logo === '' || data.logo.startsWith('/')),
    });
  });

  group('product.list defaults', () => {
    const res = query('product.list');
    const { data } = result(res);
    check(res, {
      'product.list (no input): status 200': (r) => r.status === 200,
      'product.list (no input): page 1 of 20': () => isProductPage(data) && data.page === 1 && data.pageSize === 20,
    });
  });

  group('product.list per category', () => {
    for (const categoryId of CATEGORIES) {
      const res = query('product.list', { categoryId, page: 1, pageSize: 5 });
      const { data } = result(res);
      check(res, {
        [`product.list ${categoryId}: status 200`]: (r) => r.status === 200,
        [`product.list ${categoryId}: a page of at most 5`]: () => isProductPage(data) && data.items.length <= 5,
        [`product.list ${categoryId}: only that category`]: () =>
          isProductPage(data) && data.items.every((item) => item.categoryId === categoryId),
        [`product.list ${categoryId}: total covers the page`]: () =>
          isProductPage(data) && data.total >= data.items.length,
      });
      if (productId === undefined && isProductPage(data) && data.items.length > 0) productId = data.items[0].id;
      if (isProductPage(data) && data.total > data.pageSize) {
        const second = result(query('product.list', { categoryId, page: 2, pageSize: 5 })).data;
        check(second, { [`product.list ${categoryId}: page 2`]: (page) => isProductPage(page) && page.page === 2 });
      }
    }
  });

  group('batched landing', () => {
    const res = batchQuery([
      { procedure: 'user.platform', input: { platformCode: PLATFORM_CODE } },
      { procedure: 'product.list', input: { page: 1, pageSize: 10 } },
    ]);
    const [platform, products] = batchResults(res, 2);
    check(res, {
      'batch: status 200': (r) => r.status === 200,
      'batch: platform result': () => Boolean(platform.data) && typeof platform.data.title === 'string',
      'batch: product page': () => isProductPage(products.data),
    });
  });

  group('invalid input', () => {
    const res = query('product.list', { pageSize: 1000 }, { expectedStatuses: [400] });
    const { error } = result(res);
    check(res, {
      'product.list pageSize 1000: 400': (r) => r.status === 400,
      'product.list pageSize 1000: BAD_REQUEST': () => Boolean(error) && error.data && error.data.code === 'BAD_REQUEST',
    });
  });

  group('area.list', () => {
    const isAreaList = (list) => Array.isArray(list) && list.length > 0 && list.every((a) => typeof a.code === 'string' && typeof a.name === 'string');
    const provinces = result(query('area.list')).data;
    check(provinces, { 'area.list: provinces': isAreaList });
    if (isAreaList(provinces)) {
      check(result(query('area.list', { parentCode: provinces[0].code })).data, { 'area.list: cities of a province': isAreaList });
    }
  });

  group('signed-in procedures', () => {
    const anonymous = query('user.me', undefined, { authorization: '', expectedStatuses: [401] });
    const { error } = result(anonymous);
    check(anonymous, {
      'user.me without a token: 401 UNAUTHORIZED': (r) => r.status === 401 && Boolean(error) && Boolean(error.data) && error.data.code === 'UNAUTHORIZED',
    });
    // With AUTHORIZATION (a shopper's session token) the shopper's own reads are checked too.
    if (!__ENV.AUTHORIZATION) return;
    const me = result(query('user.me')).data;
    check(me, { 'user.me: the profile': (user) => Boolean(user) && typeof user.id === 'string' && typeof user.account === 'string' });
    check(result(query('address.list')).data, { 'address.list: a list': (list) => Array.isArray(list) });
  });

  group('money procedures', () => {
    const anonymous = query('fund.wallet', undefined, { authorization: '', expectedStatuses: [401] });
    check(anonymous, { 'fund.wallet without a token: 401': (r) => r.status === 401 });
    // With AUTHORIZATION the shopper's wallet, records, bank account and the recharge options (reads only).
    if (!__ENV.AUTHORIZATION) return;
    const reads = batchQuery([
      { procedure: 'fund.wallet', input: undefined },
      { procedure: 'fund.records', input: { limit: 5 } },
      { procedure: 'fund.bankAccount', input: undefined },
      { procedure: 'payment.rechargeOptions', input: undefined },
    ]);
    const [wallet, records, bank, options] = batchResults(reads, 4);
    check(reads, {
      'fund.wallet: whole rupiah, never negative': () => Boolean(wallet.data) && Number.isInteger(wallet.data.available) && wallet.data.available >= 0 && wallet.data.held >= 0,
      'fund.records: a page of at most 5': () => Boolean(records.data) && Array.isArray(records.data.items) && records.data.items.length <= 5,
      'fund.bankAccount: an account or null': () => bank.error === undefined && (bank.data === null || typeof bank.data.bankCode === 'string'),
      'payment.rechargeOptions: methods and presets': () => Boolean(options.data) && options.data.methods.length > 0 && options.data.presets.length > 0,
    });
  });

  group('cart, orders and order payments', () => {
    for (const procedure of ['cart.get', 'order.list', 'payment.orderOptions']) {
      const anonymous = query(procedure, undefined, { authorization: '', expectedStatuses: [401] });
      check(anonymous, { [`${procedure} without a token: 401`]: (r) => r.status === 401 });
    }
    // With AUTHORIZATION the shopper's cart, orders and what an order can be paid with (reads only).
    if (!__ENV.AUTHORIZATION) return;
    const reads = batchQuery([
      { procedure: 'cart.get', input: undefined },
      { procedure: 'order.list', input: { tab: 'all', limit: 5 } },
      { procedure: 'payment.orderOptions', input: undefined },
    ]);
    const [cart, orders, payOptions] = batchResults(reads, 3);
    check(reads, {
      'cart.get: stores and the selected amount': () => Boolean(cart.data) && Array.isArray(cart.data.stores) && Number.isInteger(cart.data.selectedAmount),
      'order.list: a page of at most 5 and the tab counts': () => Boolean(orders.data) && Array.isArray(orders.data.items) && orders.data.items.length <= 5 && typeof orders.data.counts === 'object',
      'payment.orderOptions: the balance and the methods': () => Boolean(payOptions.data) && Number.isInteger(payOptions.data.balance) && payOptions.data.methods.length > 0,
    });
  });

  group('notification centre', () => {
    for (const procedure of ['notification.unreadCount', 'notification.list', 'notification.preferences']) {
      const anonymous = query(procedure, undefined, { authorization: '', expectedStatuses: [401] });
      check(anonymous, { [`${procedure} without a token: 401`]: (r) => r.status === 401 });
    }
    // With AUTHORIZATION the bell's count, the newest notifications and the preferences (reads only).
    if (!__ENV.AUTHORIZATION) return;
    const reads = batchQuery([
      { procedure: 'notification.unreadCount', input: undefined },
      { procedure: 'notification.list', input: { limit: 5 } },
      { procedure: 'notification.preferences', input: undefined },
    ]);
    const [count, list, preferences] = batchResults(reads, 3);
    check(reads, {
      'notification.unreadCount: a count, never negative': () => Boolean(count.data) && Number.isInteger(count.data.unread) && count.data.unread >= 0,
      'notification.list: a page of at most 5 and the unread count': () => Boolean(list.data) && Array.isArray(list.data.items) && list.data.items.length <= 5 && Number.isInteger(list.data.unread),
      'notification.preferences: a language and opt-outs': () => Boolean(preferences.data) && ['en', 'zh', 'ind'].includes(preferences.data.language) && Array.isArray(preferences.data.optOuts),
    });
  });

  group('the street, a shop and its head', () => {
    const res = query('merchant.street', { sort: 'overall', ascending: false, limit: 5 });
    const { data } = result(res);
    const isStorePage = (page) => Boolean(page) && Array.isArray(page.items) && page.items.every((store) => Number.isInteger(store.id) && typeof store.name === 'string');
    check(res, {
      'merchant.street: status 200': (r) => r.status === 200,
      'merchant.street: a page of at most 5 stores': () => isStorePage(data) && data.items.length <= 5,
      'merchant.street: no owner or phone': () => isStorePage(data) && data.items.every((store) => !('phone' in store) && !('ownerId' in store)),
    });
    if (!isStorePage(data) || data.items.length === 0) return;
    const storeId = data.items[0].id;
    const shop = result(query('merchant.shop', { id: storeId })).data;
    check(shop, { 'merchant.shop: the store': (store) => Boolean(store) && store.id === storeId });
    const products = result(query('merchant.shopProducts', { id: storeId, page: 1, pageSize: 5 })).data;
    check(products, { 'merchant.shopProducts: its products': (page) => isProductPage(page) && page.items.length <= 5 });
    const head = result(query('page.head', { subject: 'shop', id: storeId })).data;
    check(head, { 'page.head: names the shop': (h) => Boolean(h) && Boolean(shop) && h.title === shop.name });
    if (RECORD_VIEWS) {
      const visit = mutation('merchant.visit', { id: storeId });
      check(visit, { 'merchant.visit: recorded': (r) => r.status === 200 && Boolean(result(r).data) && result(r).data.recorded === true });
    }
  });

  group('operator procedures', () => {
    const anonymous = query('operator.applications', { status: 'submitted' }, { authorization: '', expectedStatuses: [401] });
    check(anonymous, { 'operator.applications without a token: 401': (r) => r.status === 401 });
  });

  group('product detail and view', () => {
    if (!check(productId, { 'some category has products': (id) => Number.isInteger(id) })) return;
    const res = query('product.detail', { id: productId });
    const { data } = result(res);
    check(res, {
      'product.detail: status 200': (r) => r.status === 200,
      'product.detail: the product': () => Boolean(data) && data.id === productId,
      'product.detail: no merchant price': () => Boolean(data) && !('merchantPrice' in data),
    });
    if (RECORD_VIEWS) {
      const view = mutation('product.view', { id: productId });
      check(view, {
        'product.view: recorded': (r) => r.status === 200 && Boolean(result(r).data) && result(r).data.recorded === true,
      });
    }
  });
}
