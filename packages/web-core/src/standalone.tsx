import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Switch } from 'wouter';
import { changeLocale, initI18n } from './i18n';
import { LOCALES } from './locale';
import type { PageList } from './pages';
import { PlatformProviders } from './platform';

/**
 * Runs a micro-frontend's pages on their own (`npm run dev -w <app>`): just enough of what the
 * shell provides (i18n, data, colour mode, routing) to work on them without the shell. `load`
 * imports a page by its name in the list, e.g. `(name) => import(\`./exposes/\${name}.tsx\`)`.
 */
export async function startStandalone(list: PageList, load: (name: string) => Promise<{ default: ComponentType }>): Promise<void> {
  const pages = Object.fromEntries(Object.entries(list).map(([name, page]) => [page.path, lazy(() => load(name))]));
  await initI18n('standalone', async () => ({}));
  createRoot(document.getElementById('app')!).render(
    <PlatformProviders queryClient={new QueryClient()}>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.5rem' }}>
        {Object.keys(pages).map((path) => (
          <Link key={path} to={path}>
            {path}
          </Link>
        ))}
        {LOCALES.map((locale) => (
          <button key={locale} type="button" onClick={() => void changeLocale(locale)}>
            {locale}
          </button>
        ))}
      </nav>
      <Suspense fallback={null}>
        <Switch>
          {Object.entries(pages).map(([path, page]) => (
            <Route key={path} path={path} component={page} />
          ))}
        </Switch>
      </Suspense>
    </PlatformProviders>,
  );
}
