import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

/** What the server hands the browser with a page: the data it rendered with, and the remotes it used. */
export interface PageState {
  remotes: { name: string; entry: string }[];
}

export const PAGE_STATE_ID = 'page-state';

/**
 * The page's state as the body of a `<script type="application/json">` (data, never run, so the
 * strict Content-Security-Policy holds): successful queries only, in superjson (dates stay dates),
 * with `<` escaped so no value can close the element.
 */
export function dehydratePage(queryClient: QueryClient, state: PageState): string {
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  return superjson.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** Reads what `dehydratePage` wrote into `queryClient`, so hydration fetches nothing twice. */
export function hydratePage(queryClient: QueryClient, text: string): PageState {
  const { queries, ...state } = superjson.parse<PageState & { queries: Parameters<typeof hydrate>[1] }>(text);
  hydrate(queryClient, queries);
  return state;
}
