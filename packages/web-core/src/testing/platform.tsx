import { QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeLocale, initI18n } from '../i18n';
import type { Locale } from '../locale';
import { PlatformProviders } from '../platform';

/** Starts the page's texts in `locale`, as the shell would, for a micro-frontend's tests. */
export async function startTestI18n(locale: Locale): Promise<void> {
  await initI18n('test', async () => ({}));
  await changeLocale(locale);
}

/** What the shell gives a page (data layer, colour mode and routing), for rendering one page in a test at `path`. */
export function TestPlatform({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  const [location] = useState(() => memoryLocation({ path, record: true }));
  return (
    <PlatformProviders queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Suspense fallback={null}>{children}</Suspense>
      </Router>
    </PlatformProviders>
  );
}
