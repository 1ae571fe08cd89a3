import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import './shell.css';
import { initI18n } from '@shop/web-core';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkReloadGuard } from './errors/chunk-reload';
import { loadShellTexts } from './locales';
import { registerRemotesFromConfig } from './remotes/remote-config';

installChunkReloadGuard();
// Promise chaining rather than top-level await, which would pull the async-module runtime into
// the first download.
void Promise.all([
  initI18n('shell', loadShellTexts),
  // A missing config leaves remote pages to their error boundary (with retry), not a blank page.
  registerRemotesFromConfig().catch(() => []),
]).then(() => createRoot(document.getElementById('app')!).render(<App />));
