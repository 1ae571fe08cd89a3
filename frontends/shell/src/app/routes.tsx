import { Navigate, type RouteObject } from 'react-router';
import { NotFound, RouteError } from '../errors/RouteError';
import { H5Layout } from '../layouts/H5Layout';
import { PageLayout } from '../layouts/PageLayout';
import { DownPage } from '../pages/DownPage';
import { RemoteModule } from '../remotes/RemoteModule';
import { AppFrame } from './AppFrame';

/**
 * The route table (spec §2). Only pages that exist are registered: every other path, including
 * the spec's routes whose pages are still to come, gets the 404 screen.
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/h5" replace /> },
      { path: '/down', element: <DownPage />, handle: { titleKey: 'pageTitles.down' } },
      {
        path: '/h5',
        element: <H5Layout />,
        children: [
          { index: true, element: <RemoteModule id="shopper/HomePage" /> },
          { path: 'account', element: <RemoteModule id="shopper/AccountPage" />, handle: { titleKey: 'pageTitles.account' } },
        ],
      },
      {
        path: '/h5',
        element: <PageLayout />,
        children: [{ path: 'question', element: <RemoteModule id="shopper/QuestionPage" />, handle: { titleKey: 'pageTitles.question' } }],
      },
      { path: '*', element: <NotFound />, handle: { titleKey: 'pageTitles.notFound' } },
    ],
  },
];
