import { Skeleton } from '@shop/ui';
import { Route, Router, useLocation, useRouter, useSearch, useToasts } from '@shop/web-core';
import { lazy, Suspense, type ReactNode } from 'react';
import { BuildCheck } from '../chrome/BuildCheck';
import { DownloadPrompt } from '../chrome/DownloadPrompt';
import { LoadingBar } from '../chrome/LoadingBar';
import { RouteAnnouncer } from '../chrome/RouteAnnouncer';
import { H5Layout } from '../layouts/H5Layout';
import { PageLayout } from '../layouts/PageLayout';
import { Head } from './head';
import { usePageTransition } from './page-transition';
import { notFoundRoute, routeFor, type LayoutName } from './routes';

// Loaded with the first toast: most first visits show none.
const Toaster = lazy(() => import('../toast/Toaster').then((m) => ({ default: m.Toaster })));

const layouts: Readonly<Record<LayoutName, (props: { children: ReactNode }) => ReactNode>> = {
  h5: H5Layout,
  page: PageLayout,
  none: ({ children }) => children,
};

/** What every page sits in: head, announcer, loading bar, the page, toasts and the modal host. */
export function AppFrame() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const { shown, phase } = usePageTransition(search ? `${path}?${search}` : path);
  const [shownPath, shownSearch = ''] = shown.split('?', 2) as [string, string?];
  const route = routeFor(parser, shownPath);
  const Layout = layouts[route.layout];
  const hasToasts = useToasts().length > 0;
  return (
    <>
      <Head route={routeFor(parser, path)} path={path} />
      <LoadingBar />
      <RouteAnnouncer />
      {/* While the old page leaves, everything in it still sees the address it was shown for. */}
      <Router hook={() => [shownPath, navigate]} searchHook={() => shownSearch}>
        <Layout>
          <div key={shownPath} className={`page page-${phase}`}>
            <Suspense fallback={<Skeleton height="12rem" />}>
              {route === notFoundRoute ? <route.page /> : <Route path={route.path} component={route.page} />}
            </Suspense>
          </div>
        </Layout>
      </Router>
      <DownloadPrompt />
      {hasToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <BuildCheck />
    </>
  );
}
