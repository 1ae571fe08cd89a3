// What only the shell's server uses, kept out of the shared module every page downloads. It is
// part of the same build as '@shop/web-core', so it shares its texts, React Query and tRPC.
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from './app-router';
import { TextStore, Translator, type TextsLoader } from './i18n';
import type { Locale } from './locale';
import type { PageState, RenderedQuery } from './page-state';
import type { Fetch } from './public-answers';

export { TextsProvider } from './i18n';
export { publicAnswerFetch } from './public-answers';

/**
 * The server's texts: one store whose texts (loaded once per namespace and locale) every request
 * shares, and `forLocale` a translator per request, so concurrent renders in different languages
 * never switch each other's language. Render the page in `<TextsProvider translator={…}>`.
 */
export function initServerI18n(namespace: string, load: TextsLoader): { forLocale(locale: Locale): Promise<Translator>; forgetOtherTexts(): void } {
  const store = new TextStore();
  store.register(namespace, load);
  return {
    async forLocale(locale) {
      await store.load(locale, namespace);
      return new Translator(store, locale, namespace);
    },
    /** After a remote was deployed anew: every other namespace loads again, from the new version, when next used. */
    forgetOtherTexts() {
      store.forgetAllBut(namespace);
    },
  };
}

/** The BFF as the server's renderer reaches it: no session, the page request's language. */
export function createServerClient(options: { url: string; headers: () => Record<string, string>; fetch?: Fetch }) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: options.url, transformer: superjson, headers: options.headers, fetch: options.fetch })] });
}

/**
 * The page's state as the body of a `<script type="application/json">` (data, never run, so the
 * strict Content-Security-Policy holds): the successful queries' answers, in superjson (dates stay
 * dates), with `<` escaped so no value can close the element.
 */
export function dehydratePage(queryClient: QueryClient, state: PageState): string {
  const queries: RenderedQuery[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
  return superjson.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}
