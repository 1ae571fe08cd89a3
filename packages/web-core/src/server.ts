// What only the shell's server uses, kept out of the shared module every page downloads. It is
// part of the same build as '@shop/web-core', so it shares its i18next, React Query and tRPC.
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import superjson from 'superjson';
import type { AppRouter } from './app-router';
import { initOptions, loaders, namespaceBackend, type TextsLoader } from './i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';
import type { PageState, RenderedQuery } from './page-state';

export { I18nextProvider } from 'react-i18next';

/**
 * The server's i18next: one instance whose texts (loaded once per namespace and locale) every
 * request shares, and `forLocale` a light clone per request, so concurrent renders in different
 * languages never switch each other's language. Render the page in `<I18nextProvider i18n={clone}>`.
 */
export async function initServerI18n(namespace: string, load: TextsLoader): Promise<{ forLocale(locale: Locale): Promise<I18n>; forgetOtherTexts(): void }> {
  loaders.set(namespace, load);
  await i18next.use(namespaceBackend).use(initReactI18next).init(initOptions(namespace, DEFAULT_LOCALE));
  return {
    async forLocale(locale) {
      const instance = i18next.cloneInstance({ lng: locale, initAsync: false });
      await instance.loadNamespaces(namespace);
      return instance;
    },
    /** After a remote was deployed anew: every other namespace loads again, from the new version, when next used. */
    forgetOtherTexts() {
      const loadState = (i18next.services.backendConnector as unknown as { state: Record<string, number> }).state;
      for (const locale of LOCALES) {
        for (const other of Object.keys(i18next.store.data[locale] ?? {})) {
          if (other === namespace) continue;
          i18next.removeResourceBundle(locale, other);
          delete loadState[`${locale}|${other}`];
        }
      }
    },
  };
}

/** The BFF as the server's renderer reaches it: no session, the page request's language. */
export function createServerClient(options: { url: string; headers: () => Record<string, string> }) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: options.url, transformer: superjson, headers: options.headers })] });
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
