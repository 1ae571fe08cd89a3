import { clearToken, MutationCache, QueryCache, QueryClient, showToast, signInPath, toasts } from '@shop/web-core';
import { shellText } from '../locales';
import { classifyError } from '../lib/trpc-errors';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The spec's error rules for every call: UNAUTHORIZED clears the token and goes to sign-in (which
 * brings the user back here afterwards), a server error shows its (already translated) message,
 * anything else "Unknown error".
 */
export function handleCallError(error: unknown, navigate: (path: string) => void): void {
  const kind = classifyError(error);
  if (kind.kind === 'unauthorized') {
    clearToken();
    navigate(signInPath(location.pathname + location.search));
  } else {
    showErrorToast(kind.kind === 'server' ? kind.message : shellText('errors.unknown'));
  }
}

/** One toast per message: the calls of a page failing together (the network is down) say it once. */
function showErrorToast(title: string): void {
  showToast({ id: `call-error:${title}`, title, color: 'danger' });
}

export function createQueryClient(navigate: (path: string) => void): QueryClient {
  const loadingToasts = new Map<number, string>();
  return new QueryClient({
    queryCache: new QueryCache({
      // A query the page asks on its own (the bell's count) fails quietly: it is asked again soon.
      onError: (error, query) => {
        if (!query.meta?.background) handleCallError(error, navigate);
      },
    }),
    mutationCache: new MutationCache({
      // Every mutation the user asked for shows a loading toast that blocks the page until it settles.
      onMutate: (_variables, mutation) => {
        if (mutation.meta?.background) return;
        loadingToasts.set(mutation.mutationId, showToast({ title: shellText('toast.loading'), timeout: 0, close: false, blocking: true }));
      },
      onSettled: (_data, _error, _variables, _context, mutation) => {
        const id = loadingToasts.get(mutation.mutationId);
        if (id) toasts.remove(id);
        loadingToasts.delete(mutation.mutationId);
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.background) handleCallError(error, navigate);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnMount: false, gcTime: FIVE_MINUTES },
      mutations: { retry: false },
    },
  });
}
