import type { QueryClient, QueryKey } from '@tanstack/react-query';
import superjson from 'superjson';

/** What the server hands the browser with a page: the data it rendered with, and the remotes it used. */
export interface PageState {
  remotes: { name: string; entry: string }[];
}

/** One answer the server rendered with: its key, its data and when it was fetched. */
export type RenderedQuery = [key: QueryKey, data: unknown, updatedAt: number];

export const PAGE_STATE_ID = 'page-state';

/**
 * Reads what `dehydratePage` (`@shop/web-core/server`) wrote into `queryClient`, so hydration
 * fetches nothing twice. Answers only, not React Query's whole dehydrated form: less to download.
 */
export function hydratePage(queryClient: QueryClient, text: string): PageState {
  const { queries, ...state } = superjson.parse<PageState & { queries: RenderedQuery[] }>(text);
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
  return state;
}
