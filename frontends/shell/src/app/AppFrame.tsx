import { Route, Router, useLocation, useRouter, useSearch } from '@shop/web-core';
import type { ReactNode } from 'react';
import { BuildCheck } from '../chrome/BuildCheck';
import { DownloadPrompt } from '../chrome/DownloadPrompt';
import { LoadingBar } from '../chrome/LoadingBar';
import { RouteAnnouncer } from '../chrome/RouteAnnouncer';
import { H5Layout } from '../layouts/H5Layout';
import { PageLayout } from '../layouts/PageLayout';
import { Toaster } from '../toast/Toaster';
import { Head } from './head';
import { usePageTransition } from './page-transition';
import { notFoundRoute, routeFor, type LayoutName } from './routes';

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
  return (
    <>
      <Head route={routeFor(parser, path)} />
      <LoadingBar />
      <RouteAnnouncer />
      {/* While the old page leaves, everything in it still sees the address it was shown for. */}
      <Router hook={() => [shownPath, navigate]} searchHook={() => shownSearch}>
        <Layout>
          <div key={shownPath} className={`page page-${phase}`}>
            {route === notFoundRoute ? <route.page /> : <Route path={route.path} component={route.page} />}
          </div>
        </Layout>
      </Router>
      <DownloadPrompt />
      <Toaster />
      <div id="shell-modal-host" />
      <BuildCheck />
    </>
  );
}
