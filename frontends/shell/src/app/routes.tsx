import { matchRoute, Redirect, type useRouter } from '@shop/web-core';
import { lazy, type ComponentType } from 'react';
import { remotePage } from '../remotes/RemoteModule';

// The shell's own pages are split out like the remotes' (only /h5 matters for the first load).
const DownPage = lazy(() => import('../pages/DownPage').then((m) => ({ default: m.DownPage })));
const NotFound = lazy(() => import('../errors/NotFound').then((m) => ({ default: m.NotFound })));

/** The frames of spec §2: the storefront (header and tab bar), a back-button page, or none. */
export type LayoutName = 'h5' | 'page' | 'none';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  /** The page's title, by key in the shell namespace. */
  titleKey?: string;
  page: ComponentType;
}

function ToHome() {
  return <Redirect to="/h5" replace />;
}

/**
 * The route table (spec §2). Only pages that exist are registered: every other path, including
 * the spec's routes whose pages are still to come, gets the 404 screen.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', layout: 'none', page: ToHome },
  { path: '/down', layout: 'none', titleKey: 'pageTitles.down', page: DownPage },
  { path: '/h5', layout: 'h5', page: remotePage('shopper/HomePage') },
  { path: '/h5/account', layout: 'h5', titleKey: 'pageTitles.account', page: remotePage('shopper/AccountPage') },
  { path: '/h5/question', layout: 'page', titleKey: 'pageTitles.question', page: remotePage('shopper/QuestionPage') },
  { path: '/h5/signin', layout: 'page', titleKey: 'pageTitles.signin', page: remotePage('shopper/SignInPage') },
  { path: '/h5/signup', layout: 'page', titleKey: 'pageTitles.signup', page: remotePage('shopper/SignUpPage') },
  { path: '/h5/forget', layout: 'page', titleKey: 'pageTitles.forget', page: remotePage('shopper/ForgetPage') },
  { path: '/h5/settings', layout: 'page', titleKey: 'pageTitles.settings', page: remotePage('shopper/SettingsPage') },
  { path: '/h5/delivery', layout: 'page', titleKey: 'pageTitles.delivery', page: remotePage('shopper/DeliveryPage') },
  { path: '/h5/merchant', layout: 'none', titleKey: 'pageTitles.merchant', page: remotePage('merchant/MerchantHomePage') },
];

export const notFoundRoute: AppRoute = { path: '*', layout: 'none', titleKey: 'pageTitles.notFound', page: NotFound };

/** The route a path shows: the first that matches, else the 404 screen. */
export function routeFor(parser: ReturnType<typeof useRouter>['parser'], path: string): AppRoute {
  return appRoutes.find((route) => matchRoute(parser, route.path, path)[0]) ?? notFoundRoute;
}
