import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ColourModeProvider } from './colour-mode';
import { createClient, subscribeToToken, TRPCProvider } from './trpc';

/**
 * What every page renders inside: the data layer (React Query with the tRPC client) and colour
 * mode. The shell passes its query client with the app's error rules; standalone pages and tests
 * pass a plain one. In the browser i18next needs no provider (`initI18n` registers the page's one
 * instance); the server passes each request's own `i18n` and a `trpcClient` that reaches the BFF.
 * Whatever was fetched belongs to the session it was fetched for, so a new or ended session
 * (sign-in, sign-out, UNAUTHORIZED, another tab) starts from an empty cache.
 */
export function PlatformProviders(props: { queryClient: QueryClient; trpcClient?: ReturnType<typeof createClient>; i18n?: I18n; children: ReactNode }) {
  const { queryClient, i18n } = props;
  const [trpcClient] = useState(() => props.trpcClient ?? createClient());
  useEffect(() => subscribeToToken(() => queryClient.removeQueries()), [queryClient]);
  const platform = (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ColourModeProvider>{props.children}</ColourModeProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
  return i18n ? <I18nextProvider i18n={i18n}>{platform}</I18nextProvider> : platform;
}
