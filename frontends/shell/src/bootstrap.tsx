import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import './shell.css';
import { initI18n } from '@shop/web-core';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkReloadGuard } from './errors/chunk-reload';
import { shellResources } from './locales';
import { registerRemotesFromConfig } from './remotes/remote-config';

installChunkReloadGuard();
const [i18n] = await Promise.all([
  initI18n('shell', shellResources),
  // A missing config leaves remote pages to their error boundary (with retry), not a blank page.
  registerRemotesFromConfig().catch(() => []),
]);
createRoot(document.getElementById('app')!).render(<App i18n={i18n} />);
