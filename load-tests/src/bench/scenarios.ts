import { generateStores } from './merchant-street.js';

/** A named request against the running stack, and (optionally) its plain-baseline twin. */
export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Runs signed in as the stack's demo shopper (its session token in `authorization`). */
  signedIn?: boolean;
  baselinePath?: string;
  /** An anonymous public query (`publicCacheSeconds`): also measured through the gateway's shared cache. */
  publicCache?: boolean;
  /** A page rendered by the shell's server (no BFF-direct twin). */
  page?: boolean;
  /** Several calls of the procedure measured one by one instead of `path` (each its own row). */
  cases?: { label: string; path: string }[];
  /** Makes the data the scenario needs in the stack's database, once per stack. */
  prepare?: (databaseUrl: string) => Promise<void>;
}

const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

const street = (input: Record<string, unknown>) => `/trpc/merchant.street?input=${trpcInput({ limit: 20, ...input })}`;
const streetSorts = ['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections'];

export const scenarios: Record<string, Scenario> = {
  // The street over 100 000 generated stores: a name search, then the first page of each order.
  'merchant.street': {
    name: 'merchant.street',
    path: street({ query: 'makmur', sort: 'overall' }),
    headers: { lang: 'ind' },
    cases: [
      { label: 'search "makmur", overall', path: street({ query: 'makmur', sort: 'overall' }) },
      ...streetSorts.map((sort) => ({ label: `${sort} descending`, path: street({ sort }) })),
    ],
    prepare: generateStores,
    publicCache: true,
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
