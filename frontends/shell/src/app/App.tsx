import { navigate, PlatformProviders, Router, type QueryClient, type useTRPCClient } from '@shop/web-core';
import { useState } from 'react';
import { AppErrorBoundary } from '../errors/AppErrorBoundary';
import { AppFrame } from './AppFrame';
import { createQueryClient } from './query-client';

/** What the server renders a request with; the browser takes its own (and the page's state). */
export interface AppProps {
  queryClient?: QueryClient;
  trpcClient?: ReturnType<typeof useTRPCClient>;
  /** The requested path and query, on the server. */
  ssrPath?: string;
}

export function App(props: AppProps) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient(navigate));
  return (
    <PlatformProviders queryClient={queryClient} trpcClient={props.trpcClient}>
      <Router ssrPath={props.ssrPath}>
        <AppErrorBoundary onHome={() => navigate('/', { replace: true })}>
          <AppFrame />
        </AppErrorBoundary>
      </Router>
    </PlatformProviders>
  );
}
