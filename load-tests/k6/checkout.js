// Checkout: shoppers buy a product and pay from their balance, as the shopper pages do, until the
// order's page shows it paid.
//
//   product.detail {id}                               (the product page: the store selling it)
//   cart.add {productId, storeId, quantity: 1}        (mutation, one idempotency key per intent)
//   cart.get                                          (the cart page)
//   order.quote {from: 'cart'} + payment.orderOptions (batched GET: the checkout page)
//   order.place {from: 'cart', expectedTotal}         (mutation: one order per store, stock reserved)
//   payment.payOrders {orderIds, method: 'balance'}   (mutation: paid at once from the balance)
//   order.detail {id}                                 (the order's page, read again every POLL_MS until paid)
//
// The order shows paid once the order service has the payment's event (payment.order.paid.v1):
// `checkout_paid_after_ms` is the time from the payment's answer to the first read of the order
// showing it paid, with an SLO of its own. `checkout_journey_ms` is a whole checkout without the
// think times.
//
// A cart is one shopper's: every user is a shopper of its own, CHECKOUT_ACCOUNT with {n} replaced
// by 1..VUS (password CHECKOUT_PASSWORD). setup() signs each in; one that does not exist yet is
// signed up with the code from the development inbox (`dev.inbox`: a local or development stack
// only; elsewhere make the accounts first). Each gets a delivery address when it has none, and a
// balance recharge of TOP_UP rupiah, paid at the sandbox gateway, when it holds less than
// TOP_UP_BELOW (PAY=0 against Midtrans' own sandbox: no top-up, the accounts must hold the money).
// The products are the newest ones with stock that a store lists (PRODUCTS of them).
//
//   npm run load -- checkout
//   k6 run -e BASE_URL=https://staging.shop.example -e CHECKOUT_ACCOUNT='k6-checkout-{n}@example.com' -e PAY=0 load-tests/k6/checkout.js
import { check, fail, sleep } from 'k6';
import http from 'k6/http';
import { Trend } from 'k6/metrics';
import { envNumber, pick, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { BASE_URL, batchQuery, batchResults, mutation, query, result } from './lib/trpc.js';

const VUS = envNumber('VUS', 4);
const ACCOUNT = __ENV.CHECKOUT_ACCOUNT || 'k6-checkout-{n}@example.com';
const PASSWORD = __ENV.CHECKOUT_PASSWORD || 'k6checkout1';
const SANDBOX_URL = (__ENV.SANDBOX_URL || `${BASE_URL}/sandbox`).replace(/\/+$/, '');
const PAY = envNumber('PAY', 1) === 1;
const TOP_UP = envNumber('TOP_UP', 50000000);
const TOP_UP_BELOW = envNumber('TOP_UP_BELOW', 20000000);
const PRODUCTS = envNumber('PRODUCTS', 20);
const POLL_MS = envNumber('POLL_MS', 100);
/** How long the order's page waits for the order to show paid before the check fails. */
const PAID_WITHIN_SECONDS = envNumber('PAID_WITHIN_SECONDS', 10);
const PAID_P95_MS = envNumber('SLO_PAID_P95_MS', 1000);
const PAID_P99_MS = envNumber('SLO_PAID_P99_MS', 2000);
/** A delivery address for a shopper without one: a real district (Gambir, Jakarta Pusat). */
const ADDRESS = { recipientName: 'K6 Checkout', phone: '081234567890', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12' };

const paidAfter = new Trend('checkout_paid_after_ms', true);
const journey = new Trend('checkout_journey_ms', true);

export const options = {
  scenarios: { checkout: rampingLoad(4) },
  // Adding to the cart asks the catalog and the store, placing reserves stock at the catalog and
  // paying debits the wallet at fund: the mutations that call other services in turn have a
  // looser p95 than the reads.
  thresholds: {
    ...sloThresholds({
      p95Ms: 500,
      p99Ms: 1000,
      errorRate: 0.01,
      checksRate: 0.99,
      procedures: [
        'product.detail',
        { name: 'cart.add', p95Ms: 800 },
        'cart.get',
        'order.quote+payment.orderOptions',
        { name: 'order.place', p95Ms: 800 },
        { name: 'payment.payOrders', p95Ms: 800 },
        'order.detail',
      ],
    }),
    checkout_paid_after_ms: [`p(95)<${PAID_P95_MS}`, `p(99)<${PAID_P99_MS}`],
  },
  summaryTrendStats,
  // Signing shoppers up and topping their balances up waits for the gateway's notifications.
  setupTimeout: '5m',
};

function accountOf(n) {
  return ACCOUNT.replace('{n}', String(n));
}

/** Signs the shopper in, or up when the account does not exist yet (the development inbox's code). */
function session(account) {
  const signin = mutation('user.signin', { account, password: PASSWORD }, { expectedStatuses: [200, 400] });
  const signedIn = result(signin).data;
  if (signedIn) return signedIn.token;
  mutation('user.sendCode', { account, purpose: 'signup' });
  for (let attempt = 0; attempt < 20; attempt++) {
    const inbox = query('dev.inbox', { account }, { expectedStatuses: [200, 404] });
    if (inbox.status === 404) fail(`${account} cannot sign in and this stack has no development inbox to sign it up: make the CHECKOUT_ACCOUNT accounts first`);
    const code = (result(inbox).data || []).find((message) => message.purpose === 'signup');
    if (code) {
      const signup = result(mutation('user.signup', { account, code: code.code, password: PASSWORD, confirmPassword: PASSWORD })).data;
      if (!signup) fail(`sign-up of ${account} failed`);
      return signup.token;
    }
    sleep(0.2);
  }
  return fail(`no sign-up code for ${account}`);
}

/** Tops the balance up through a recharge the sandbox gateway pays, and waits until it is credited. */
function topUp(auth, account) {
  const charge = result(mutation('payment.recharge', { amount: TOP_UP, method: 'bca_va' }, auth)).data;
  if (!charge) fail(`the recharge of ${account} was refused`);
  const paid = http.post(`${SANDBOX_URL}/api/charges/${encodeURIComponent(charge.id)}/pay`, '{}', { headers: { 'content-type': 'application/json' }, tags: { name: 'sandbox pay', procedure: 'sandbox.pay' } });
  if (paid.status !== 200) fail(`the sandbox did not pay the recharge of ${account}: ${paid.status}`);
  for (let waited = 0; waited < 30; waited += 0.5) {
    const status = result(query('payment.rechargeStatus', { id: charge.id }, auth)).data;
    if (status && status.status === 'paid' && status.credited) return;
    sleep(0.5);
  }
  fail(`the recharge of ${account} was not credited within 30 s`);
}

export function setup() {
  const shoppers = [];
  for (let n = 1; n <= VUS; n++) {
    const account = accountOf(n);
    const auth = { authorization: session(account) };
    if ((result(query('address.list', undefined, auth)).data || []).length === 0) {
      if (!result(mutation('address.create', ADDRESS, auth)).data) fail(`could not give ${account} a delivery address`);
    }
    const wallet = result(query('fund.wallet', undefined, auth)).data;
    if (!wallet) fail(`no wallet for ${account}`);
    if (wallet.available < TOP_UP_BELOW) {
      if (!PAY) fail(`${account} holds Rp ${wallet.available}, less than TOP_UP_BELOW, and PAY=0 does not top it up`);
      topUp(auth, account);
    }
    shoppers.push(auth);
  }
  const products = [];
  const page = result(query('product.search', { sort: 'newest', limit: 50 })).data;
  for (const item of page ? page.items : []) {
    if (products.length >= PRODUCTS) break;
    if (item.stock < 10) continue;
    const product = result(query('product.detail', { id: item.id })).data;
    if (product && product.seller) products.push({ productId: product.id, storeId: product.seller.id });
  }
  if (products.length === 0) fail('no product with stock is listed by a store');
  return { shoppers, products };
}

export default function (data) {
  const auth = data.shoppers[(__VU - 1) % data.shoppers.length];
  const chosen = pick(data.products);
  const started = Date.now();
  let thought = 0;
  const pause = () => {
    const from = Date.now();
    think();
    thought += Date.now() - from;
  };

  const page = query('product.detail', { id: chosen.productId }, auth);
  const product = result(page).data;
  if (!check(page, { 'product.detail: the product and its seller': () => Boolean(product) && product.id === chosen.productId && Boolean(product.seller) })) return;
  pause();

  const added = mutation('cart.add', { productId: chosen.productId, storeId: product.seller.id, quantity: 1 }, auth);
  const cartAfterAdd = result(added).data;
  if (!check(added, { 'cart.add: the line is selected': () => Boolean(cartAfterAdd) && cartAfterAdd.stores.some((store) => store.lines.some((line) => line.productId === chosen.productId && line.selected)) })) return;
  const cart = query('cart.get', undefined, auth);
  check(cart, { 'cart.get: status 200': (r) => r.status === 200 });
  pause();

  const checkoutPage = batchQuery(
    [
      { procedure: 'order.quote', input: { from: 'cart' } },
      { procedure: 'payment.orderOptions', input: undefined },
    ],
    auth,
  );
  const [quote, payOptions] = batchResults(checkoutPage, 2);
  const quoted = check(checkoutPage, {
    'order.quote: a total in whole rupiah, an address': () => Boolean(quote.data) && Number.isInteger(quote.data.total) && quote.data.total > 0 && Boolean(quote.data.address),
    'payment.orderOptions: the balance covers it': () => Boolean(payOptions.data) && Boolean(quote.data) && payOptions.data.balance >= quote.data.total,
  });
  if (!quoted) return;
  pause();

  const placed = mutation('order.place', { from: 'cart', expectedTotal: quote.data.total }, auth);
  const orders = result(placed).data;
  if (!check(placed, { 'order.place: orders pending payment': () => Array.isArray(orders) && orders.length > 0 && orders.every((order) => order.status === 'pending_payment') })) return;

  const payment = mutation('payment.payOrders', { orderIds: orders.map((order) => order.id), method: 'balance' }, auth);
  const paid = result(payment).data;
  if (!check(payment, { 'payment.payOrders: paid from the balance': () => Boolean(paid) && paid.status === 'paid' && paid.amount === quote.data.total })) return;
  const answeredAt = Date.now();

  // The pay page opens the order's page, which reads it again until it shows the order paid.
  let order = orders[0];
  for (;;) {
    const detail = query('order.detail', { id: order.id }, auth);
    order = result(detail).data || order;
    if (order.status !== 'pending_payment' || Date.now() - answeredAt > PAID_WITHIN_SECONDS * 1000) break;
    sleep(POLL_MS / 1000);
  }
  const shown = check(order, { 'order.detail: shows the order paid': (o) => o.status === 'pending_shipment' || o.status === 'pending_receipt' });
  if (shown) paidAfter.add(Date.now() - answeredAt);
  journey.add(Date.now() - started - thought);
}
