import { ColourModeProvider, createClient, type I18n, I18nextProvider, navigate, QueryClientProvider, TRPCProvider } from '@shop/web-core';
import { useState } from 'react';
import { AppErrorBoundary } from '../errors/AppErrorBoundary';
import { AppFrame } from './AppFrame';
import { createQueryClient } from './query-client';

export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(() => createQueryClient((path) => navigate(path)));
  const [trpcClient] = useState(createClient);
  return (
    <I18nextProvider i18n={i18n}>
      <ColourModeProvider>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <AppErrorBoundary onHome={() => navigate('/', { replace: true })}>
              <AppFrame />
            </AppErrorBoundary>
          </TRPCProvider>
        </QueryClientProvider>
      </ColourModeProvider>
    </I18nextProvider>
  );
}
