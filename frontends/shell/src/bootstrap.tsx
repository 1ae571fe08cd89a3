import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import './shell.css';
import { hydratePage, initI18n, navigate, PAGE_STATE_ID } from '@shop/web-core';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { installChunkReloadGuard } from './errors/chunk-reload';
import { loadShellTexts } from './locales';

installChunkReloadGuard();
const container = document.getElementById('app')!;
const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;
const queryClient = createQueryClient(navigate);

if (pageState) {
  // Rendered by the server: the same data and the same remote versions it rendered with, so
  // hydration matches and asks nothing twice.
  const { remotes } = hydratePage(queryClient, pageState);
  registerRemotes(remotes, { force: true });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered, and hydrates its part first.
  void initI18n('shell', loadShellTexts).then(() => startTransition(() => void hydrateRoot(container, <App queryClient={queryClient} />)));
} else {
  // Without the server (the shell's dev server): render here, with the remotes from /mf-config.json.
  // Promise chaining rather than top-level await, which would pull the async-module runtime into
  // the first download; the config reader is a chunk of its own, never needed on a served page.
  void Promise.all([
    initI18n('shell', loadShellTexts),
    // A missing config leaves remote pages to their error boundary (with retry), not a blank page.
    import('./remotes/remote-config').then((module) => module.registerRemotesFromConfig()).catch(() => []),
  ]).then(() => createRoot(container).render(<App queryClient={queryClient} />));
}
