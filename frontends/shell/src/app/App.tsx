import { navigate, PlatformProviders } from '@shop/web-core';
import { useState } from 'react';
import { AppErrorBoundary } from '../errors/AppErrorBoundary';
import { AppFrame } from './AppFrame';
import { createQueryClient } from './query-client';

export function App() {
  const [queryClient] = useState(() => createQueryClient(navigate));
  return (
    <PlatformProviders queryClient={queryClient}>
      <AppErrorBoundary onHome={() => navigate('/', { replace: true })}>
        <AppFrame />
      </AppErrorBoundary>
    </PlatformProviders>
  );
}
