import { generateProducts } from './catalog-products.js';
import { checkoutJourney, prepareCheckout } from './checkout.js';
import type { BenchServiceAccess } from './fund-post.js';
import type { JourneyRun } from './measure.js';
import { generateStores } from './merchant-street.js';
import { checkNotifiedCharges, nextNotification, prepareNotifiedCharges } from './payment-notify.js';

/** What a scenario's data is made in: the stack's database, its data directory, its gateway, and its services for the bench's own key. */
export interface PreparedStack {
  databaseUrl: string;
  dataDir: string | undefined;
  baseUrl: string;
  /** The fund service and a key it trusts (scenarios with `signsAsService`). */
  services: BenchServiceAccess | undefined;
}

/**
 * A named request against the running stack, and (optionally) its plain-baseline twin; or a
 * journey of several requests users go through in turn.
 */
export interface Scenario {
  name: string;
  /** The request measured (not for a journey). */
  path?: string;
  headers: Record<string, string>;
  /** Runs signed in as the stack's demo shopper (its session token in `authorization`). */
  signedIn?: boolean;
  baselinePath?: string;
  /** An anonymous public query (`publicCacheSeconds`): also measured through the gateway's shared cache. */
  publicCache?: boolean;
  /** A page rendered by the shell's server (no BFF-direct twin). */
  page?: boolean;
  /** Several calls of the procedure measured one by one instead of `path` (each its own row), with headers of their own where given. */
  cases?: { label: string; path: string; headers?: Record<string, string> }[];
  /** Makes the data the scenario needs in the stack's database (and reads what it needs of its data directory), once per stack. */
  prepare?: (stack: PreparedStack) => Promise<void>;
  /** Its data is made through a service's own methods too (fund postings): the stack must trust the bench's key. */
  signsAsService?: boolean;
  /**
   * Users going through several calls in turn, back to back, instead of one request: measured as
   * journeys per second with the latency of the whole journey and of each step (`measureJourney`).
   */
  journey?: (target: { baseUrl: string; users: number }) => Promise<JourneyRun>;
  /**
   * A webhook a service receives (a payment gateway's notification) instead of a GET through the
   * BFF: each request POSTs a new `body()` to `path`, through the gateway and, where the stack
   * printed it, straight to the service's `listener` (the setting naming its port).
   */
  webhook?: { body: () => string; listener: { service: string; setting: string } };
  /** What the run did to the data, printed after it (a scenario that changes state). */
  check?: (databaseUrl: string) => Promise<string>;
}

const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

const street = (input: Record<string, unknown>) => `/trpc/merchant.street?input=${trpcInput({ limit: 20, ...input })}`;
const streetSorts = ['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections'];
const productSearch = (input: Record<string, unknown>) => `/trpc/product.search?input=${trpcInput({ limit: 20, ...input })}`;

export const scenarios: Record<string, Scenario> = {
  // Buying through the BFF as the browser does, until the order's page shows it paid: cart.add,
  // order.quote, order.place from the cart, payment.payOrders from the balance, then order.detail;
  // each store owner's merchant centre is watched for the paid order meanwhile (the lag).
  checkout: {
    name: 'checkout',
    headers: { lang: 'ind' },
    prepare: prepareCheckout,
    signsAsService: true,
    journey: checkoutJourney,
  },
  // The street over 100 000 generated stores: a name search, then the first page of each order.
  'merchant.street': {
    name: 'merchant.street',
    path: street({ query: 'makmur', sort: 'overall' }),
    headers: { lang: 'ind' },
    cases: [
      { label: 'search "makmur", overall', path: street({ query: 'makmur', sort: 'overall' }) },
      ...streetSorts.map((sort) => ({ label: `${sort} descending`, path: street({ sort }) })),
    ],
    prepare: ({ databaseUrl }) => generateStores(databaseUrl),
    publicCache: true,
  },
  // The product list over a million generated products: keywords in three languages, a typo, and
  // categories in their orders.
  'product.search': {
    name: 'product.search',
    path: productSearch({ keyword: 'kemeja' }),
    headers: { lang: 'ind' },
    cases: [
      { label: 'keyword "kemeja", relevance', path: productSearch({ keyword: 'kemeja' }) },
      { label: 'keyword "kemeja batik", best selling', path: productSearch({ keyword: 'kemeja batik', sort: 'sales' }) },
      { label: 'keyword "wireless earbuds" (en), cheapest', path: productSearch({ keyword: 'wireless earbuds', sort: 'price_asc' }), headers: { lang: 'en' } },
      { label: 'keyword "衬衫" (zh), relevance', path: productSearch({ keyword: '衬衫' }), headers: { lang: 'zh' } },
      { label: 'typo "sepato" (similar titles)', path: productSearch({ keyword: 'sepato' }) },
      { label: 'category 29, best selling', path: productSearch({ categoryId: 29 }) },
      { label: 'subcategory 3602, cheapest, Rp 100.000-500.000', path: productSearch({ categoryId: 3602, sort: 'price_asc', minPrice: 100_000, maxPrice: 500_000 }) },
      { label: 'everything, newest', path: productSearch({ sort: 'newest' }) },
    ],
    prepare: ({ databaseUrl }) => generateProducts(databaseUrl),
    publicCache: true,
  },
  // Signed charge notifications processed by the payment service: fresh pending charges (made in
  // its schema), each told pending, then settlement twice (a duplicate); a settlement marks the
  // recharge paid and records its event in one transaction.
  'payment.notify': {
    name: 'payment.notify',
    path: '/notifications/charge',
    headers: { 'content-type': 'application/json' },
    webhook: { body: nextNotification, listener: { service: 'payment', setting: 'NOTIFICATION_PORT' } },
    prepare: ({ databaseUrl, dataDir }) => prepareNotifiedCharges(databaseUrl, dataDir),
    check: checkNotifiedCharges,
  },
  'product.list': {
    name: 'product.list',
    path: `/trpc/product.list?input=${trpcInput({ categoryId: 29, page: 1, pageSize: 20 })}`,
    headers: { lang: 'en' },
    baselinePath: '/products?categoryId=29&page=1&pageSize=20&lang=en',
    publicCache: true,
  },
  'user.platform': {
    name: 'user.platform',
    path: `/trpc/user.platform?input=${trpcInput({ platformCode: 2 })}`,
    headers: { lang: 'ind' },
    publicCache: true,
  },
  // A page rendered on the server: the route, the platform configuration through the BFF, the remote
  // page loaded at run time, React's render and the document around it.
  'ssr.home': {
    name: 'ssr.home',
    path: '/h5',
    headers: { accept: 'text/html' },
    page: true,
  },
  // A product page rendered on the server: its head (page.head) and data (product.detail) through
  // the BFF, the shopper remote's page and the document around it.
  'ssr.product': {
    name: 'ssr.product',
    path: '/h5/products/1',
    headers: { accept: 'text/html' },
    page: true,
  },
  // The cost of every signed-in page: the session check (cached in the BFF) plus one identity read.
  'user.me': {
    name: 'user.me',
    path: '/trpc/user.me',
    headers: { lang: 'ind' },
    signedIn: true,
    baselinePath: '/me',
  },
};
