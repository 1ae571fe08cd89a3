import { merchantPages } from '@shop/merchant-web/pages';
import { shopperPages } from '@shop/shopper/pages';
import { matchRoute, Redirect, type LayoutName, type LocalizedText, type PageEntry, type PageList, type useRouter } from '@shop/web-core';
import { lazy, type ComponentType } from 'react';
import { remotePage } from '../remotes/RemoteModule';

// The shell's own pages are split out like the remotes' (only /h5 matters for the first load).
const DownPage = lazy(() => import('../pages/DownPage').then((m) => ({ default: m.DownPage })));
const NotFound = lazy(() => import('../errors/NotFound').then((m) => ({ default: m.NotFound })));

export type { LayoutName };

export interface AppRoute {
  path: string;
  layout: LayoutName;
  /** The page's own title; the document title adds the site's name. */
  title?: LocalizedText;
  /** A page about one thing: the head names it (see PageEntry). */
  head?: PageEntry['head'];
  page: ComponentType;
  /** The server answers this path with a redirect there (the page redirects in the browser). */
  redirectTo?: string;
  /** A remote's page: which remote, and its name there (its styles go in the server's head). */
  remote?: { remote: string; name: string };
}

function ToHome() {
  return <Redirect to="/h5" replace />;
}

/** Every page a remote lists, shown from `remote/Name`. */
export function remoteRoutes(remote: string, pages: PageList): AppRoute[] {
  return Object.entries(pages).map(([name, page]) => ({ ...page, page: remotePage(`${remote}/${name}`), remote: { remote, name } }));
}

/**
 * The route table (spec §2): the shell's own pages and every page the remotes list. Only pages
 * that exist are registered: every other path, including the spec's routes whose pages are
 * still to come, gets the 404 screen.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', layout: 'none', page: ToHome, redirectTo: '/h5' },
  { path: '/down', layout: 'none', title: { en: 'Download the app', zh: '下载应用', ind: 'Unduh aplikasi' }, page: DownPage },
  ...remoteRoutes('shopper', shopperPages),
  ...remoteRoutes('merchant', merchantPages),
];

export const notFoundRoute: AppRoute = {
  path: '*',
  layout: 'none',
  title: { en: 'Page not found', zh: '页面不存在', ind: 'Halaman tidak ditemukan' },
  page: NotFound,
};

/** The route a path shows: the first that matches, else the 404 screen. */
export function routeFor(parser: ReturnType<typeof useRouter>['parser'], path: string): AppRoute {
  return appRoutes.find((route) => matchRoute(parser, route.path, path)[0]) ?? notFoundRoute;
}
