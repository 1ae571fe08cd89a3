import { Outlet, useLocation } from 'react-router';
import { BuildCheck } from '../chrome/BuildCheck';
import { DownloadPrompt } from '../chrome/DownloadPrompt';
import { LoadingBar } from '../chrome/LoadingBar';
import { RouteAnnouncer } from '../chrome/RouteAnnouncer';
import { Toaster } from '../toast/Toaster';
import { Head } from './head';

/** What every page sits in: head, announcer, loading bar, the page, toasts and the modal host. */
export function AppFrame() {
  const location = useLocation();
  return (
    <>
      <Head />
      <LoadingBar />
      <RouteAnnouncer />
      {/* Transition "page": each page enters anew (see .page-enter in shell.css). */}
      <div key={location.pathname} className="page-enter">
        <Outlet />
      </div>
      <DownloadPrompt />
      <Toaster />
      <div id="shell-modal-host" />
      <BuildCheck />
    </>
  );
}
