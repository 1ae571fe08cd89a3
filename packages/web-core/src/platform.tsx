import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ColourModeProvider } from './colour-mode';
import { createClient, subscribeToToken, TRPCProvider } from './trpc';

/**
 * What every page renders inside: the data layer (React Query with the tRPC client) and colour
 * mode. The shell passes its query client with the app's error rules; standalone pages and tests
 * pass a plain one. In the browser texts need no provider (`initI18n` starts the page's one
 * translator); the server wraps it in each request's own and passes a `trpcClient` that reaches the BFF.
 * Whatever was fetched belongs to the session it was fetched for, so a new or ended session
 * (sign-in, sign-out, UNAUTHORIZED, another tab) starts from an empty cache.
 */
export function PlatformProviders(props: { queryClient: QueryClient; trpcClient?: ReturnType<typeof createClient>; children: ReactNode }) {
  const { queryClient } = props;
  const [trpcClient] = useState(() => props.trpcClient ?? createClient());
  useEffect(() => subscribeToToken(() => queryClient.removeQueries()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ColourModeProvider>{props.children}</ColourModeProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
