import type { AppRouter } from '@shop/bff';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { currentLocale } from './i18n';

export const TOKEN_KEY = 'shop-token';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Every call carries the stored token (empty if none) and the chosen language. */
export function createClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        headers: () => ({ authorization: localStorage.getItem(TOKEN_KEY) ?? '', lang: currentLocale() }),
      }),
    ],
  });
}
