import type { AppRouter } from '@shop/bff';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useSyncExternalStore } from 'react';
import superjson from 'superjson';
import { currentLocale } from './i18n';

export { TRPCClientError } from '@trpc/client';

const TOKEN_KEY = 'shop-token';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const tokenListeners = new Set<() => void>();

function tokenChanged(): void {
  for (const listener of tokenListeners) listener();
}

/** The signed-in session's token, or '' for a visitor. */
export function readToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}

/** After sign-in or sign-up; every app on the page sees the change. */
export function storeToken(token: string): void {
  if (readToken() === token) return;
  localStorage.setItem(TOKEN_KEY, token);
  tokenChanged();
}

/** On sign-out, or when the server says the session is over (UNAUTHORIZED). */
export function clearToken(): void {
  if (readToken() === '') return;
  localStorage.removeItem(TOKEN_KEY);
  tokenChanged();
}

/** Calls `listener` whenever the session token changes, in this tab or another. */
export function subscribeToToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** Whether this browser holds a session token (the server still decides whether it is valid). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToToken, () => readToken() !== '');
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
