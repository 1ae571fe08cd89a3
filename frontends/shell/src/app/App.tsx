import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { ColourModeProvider } from './colour-mode';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { createClient, TRPCProvider } from './trpc';

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(routes));
  const [queryClient] = useState(() => createQueryClient((path) => void router.navigate(path)));
  const [trpcClient] = useState(createClient);
  return (
    <I18nextProvider i18n={i18n}>
      <ColourModeProvider>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </ColourModeProvider>
    </I18nextProvider>
  );
}
