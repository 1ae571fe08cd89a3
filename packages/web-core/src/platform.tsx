import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ColourModeProvider } from './colour-mode';
import { createClient, TRPCProvider } from './trpc';

/**
 * What every page renders inside: the data layer (React Query with the tRPC client) and colour
 * mode. The shell passes its query client with the app's error rules; standalone pages and tests
 * pass a plain one. i18next needs no provider: `initI18n` registers the page's one instance.
 */
export function PlatformProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [trpcClient] = useState(createClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ColourModeProvider>{children}</ColourModeProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
