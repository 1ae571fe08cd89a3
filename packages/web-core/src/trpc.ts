import type { AppRouter } from '@shop/bff';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { currentLocale } from './i18n';

export { TRPCClientError } from '@trpc/client';

const TOKEN_KEY = 'shop-token';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The signed-in session's token, or '' for a visitor. */
export function readToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** Every call carries the stored token (empty if none) and the chosen language. */
export function createClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        headers: () => ({ authorization: readToken(), lang: currentLocale() }),
      }),
    ],
  });
}
