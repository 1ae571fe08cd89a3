import { navigate, PlatformProviders, Router, type QueryClient, type useTRPCClient } from '@shop/web-core';
import { AppErrorBoundary } from '../errors/AppErrorBoundary';
import { AppFrame } from './AppFrame';

/**
 * The whole app. The browser passes its query client (with the app's error rules and the page's
 * state); the server passes one per request, a client that reaches the BFF and the requested path.
 */
export interface AppProps {
  queryClient: QueryClient;
  trpcClient?: ReturnType<typeof useTRPCClient>;
  /** The requested path and query, on the server. */
  ssrPath?: string;
}

export function App(props: AppProps) {
  return (
    <PlatformProviders queryClient={props.queryClient} trpcClient={props.trpcClient}>
      <Router ssrPath={props.ssrPath}>
        <AppErrorBoundary onHome={() => navigate('/', { replace: true })}>
          <AppFrame />
        </AppErrorBoundary>
      </Router>
    </PlatformProviders>
  );
}
