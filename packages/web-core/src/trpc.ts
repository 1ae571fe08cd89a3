import { createTRPCClient, httpBatchLink, splitLink, type Operation } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useSyncExternalStore } from 'react';
import superjson from 'superjson';
import type { AppRouter } from './app-router';
import { currentLocale } from './i18n';

export { TRPCClientError } from '@trpc/client';

const TOKEN_KEY = 'shop-token';

/** The HTTP header a mutation's idempotency key travels in (the BFF forwards it to the service). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The BFF answered NOT_FOUND: the thing asked for does not exist (or is not shown, like a suspended store). */
export function isNotFound(error: unknown): boolean {
  return (error as { data?: { code?: unknown } } | null | undefined)?.data?.code === 'NOT_FOUND';
}

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

/**
 * Whether this browser holds a session token (the server still decides whether it is valid);
 * `undefined` while that cannot be known: on the server, which never sees the token, and while the
 * page hydrates what the server rendered. Show a placeholder then, never the visitor's view.
 */
export function useSignedIn(): boolean | undefined {
  return useSyncExternalStore(subscribeToToken, () => readToken() !== '', () => undefined);
}

/** The stored token (empty if none) and the chosen language, on every call. */
function sessionHeaders() {
  return { authorization: readToken(), lang: currentLocale() };
}

/** The key `useSubmit` gave the call's intent; a call made some other way is an intent of its own. */
function idempotencyKeyOf(op: Operation): string {
  const key = op.context['idempotencyKey'];
  return typeof key === 'string' ? key : crypto.randomUUID();
}

/**
 * Queries go batched; each mutation goes alone, carrying the idempotency key of its intent, so the
 * server can tell a retried intent from a new one. A mutation is a batch of one: one kind of link
 * for both keeps the first load smaller than adding `httpLink`.
 */
export function createClient() {
  const url = '/trpc';
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpBatchLink({
          url,
          transformer: superjson,
          maxItems: 1,
          headers: ({ opList: [op] }) => ({ ...sessionHeaders(), [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyOf(op) }),
        }),
        false: httpBatchLink({ url, transformer: superjson, headers: sessionHeaders }),
      }),
    ],
  });
}
