import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { htmlLang, isNotFound, PAGE_STATE_ID, parseRoutePattern, QueryClient, readLocale } from '@shop/web-core';
import { createServerClient, dehydratePage, initServerI18n, publicAnswerFetch, TextsProvider } from '@shop/web-core/server';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../app/App';
import { headOf, hotKeywordsQuery, siteSettingsQuery, subjectHeadQuery } from '../app/head';
import { notFoundRoute, routeFor } from '../app/routes';
import { localSiteDefaults, mergePlatformConfig } from '../lib/title';
import { loadShellTexts } from '../locales';
import { absoluteImageUrl, documentEnd, documentStart } from './document';
import { forBrowser, RemoteDirectory } from './remotes';
import type { ShellServerSettings } from './settings';

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  cookie: string;
  /** Who asked, for the BFF's rate limits. */
  forwardedFor: string;
  /** The site's origin as the visitor reached it (`siteOrigin`), for absolute URLs in the head. */
  origin: string | undefined;
}

interface Entrypoints {
  [entry: string]: { js: string[]; css: string[] };
}

/** The browser build the page loads: read once at start from dist/entrypoints.json and the boot scripts' list. */
function readEntrypoints(distDir: string): Entrypoints {
  const read = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as Entrypoints;
  return { ...read('entrypoints.json'), ...read('boot-entrypoints.json') };
}

export interface Renderer {
  render(request: PageRequest, response: ServerResponse): Promise<void>;
  /** The remote configuration for the browser (`/mf-config.json`). */
  browserRemotes(): Promise<{ name: string; entry: string }[]>;
}

/**
 * Renders a page of the route table: the head goes out at once, then the body once every part of
 * it is ready, or when the time is up (what is not ready then renders in the browser). Sending
 * the body whole keeps the page free of inline scripts, which React needs to reveal out-of-order
 * parts and the Content-Security-Policy forbids.
 */
export async function createRenderer(settings: ShellServerSettings, distDir: string, log: { error(details: object, message: string): void }): Promise<Renderer> {
  const texts = initServerI18n('shell', loadShellTexts);
  const entrypoints = readEntrypoints(distDir);
  const main = entrypoints['main']!;
  // The app chunk (behind main's import()): its stylesheet goes in the head.
  const app = entrypoints['app'] ?? { js: [], css: [] };
  const boot = entrypoints['boot']?.js ?? [];
  // Public answers (the platform configuration, the home's products, a product or shop for anyone)
  // are asked once per their max-age and language, not on every render.
  const publicAnswers = publicAnswerFetch();
  // A remote's texts come with its version: loaded afresh once it changes.
  const remotes = new RemoteDirectory(settings.mfConfigPath, () => texts.forgetOtherTexts());

  return {
    async browserRemotes() {
      return forBrowser(await remotes.remotes());
    },

    async render(request, response) {
      const url = new URL(request.url, 'http://page/');
      const route = routeFor(parseRoutePattern, url.pathname);
      if (route.redirectTo) {
        response.writeHead(302, { location: route.redirectTo, 'cache-control': 'no-cache' }).end();
        return;
      }
      const locale = readLocale(request.cookie);
      const trpcClient = createServerClient({
        url: `${settings.bffUrl}/trpc`,
        headers: () => ({ lang: locale, 'x-forwarded-for': request.forwardedFor }),
        fetch: publicAnswers,
      });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const settingsQuery = siteSettingsQuery(trpcClient);
      const subjectQuery = subjectHeadQuery(trpcClient, route, url.pathname, parseRoutePattern);
      const [translator, serverRemotes] = await Promise.all([
        texts.forLocale(locale),
        remotes.remotes(),
        // Without the platform configuration the page still renders, with the local defaults;
        // without its subject's head (a shop that is gone), with the page's own title.
        queryClient.prefetchQuery(settingsQuery),
        subjectQuery && queryClient.prefetchQuery(subjectQuery),
        route.layout === 'h5' && queryClient.prefetchQuery(hotKeywordsQuery(trpcClient, locale)),
      ]);
      const remote = route.remote && serverRemotes.find((candidate) => candidate.name === route.remote?.remote);
      const pageAssets = remote && route.remote ? await remotes.assetsOf(remote, route.remote.name) : { styles: [] };
      const site = mergePlatformConfig(localSiteDefaults, queryClient.getQueryData(settingsQuery.queryKey));
      const head = headOf(route, locale, site, subjectQuery && queryClient.getQueryData(subjectQuery.queryKey));
      // A page about one thing that does not exist (no such shop, or no id at all) is not found,
      // for search engines and link previews too; the page itself says so.
      const subjectMissing = route.head !== undefined && (!subjectQuery || isNotFound(queryClient.getQueryState(subjectQuery.queryKey)?.error));

      response.writeHead(route === notFoundRoute || subjectMissing ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        // Rendered for this language (the cookie) only; never shared between visitors' caches.
        'cache-control': 'no-cache',
        vary: 'cookie',
      });
      response.write(
        documentStart({
          lang: htmlLang(locale),
          ...head,
          image: absoluteImageUrl(head.image, request.origin),
          // Scripts are not preloaded: on a phone's bandwidth they would hold back these stylesheets,
          // and so the first paint, which needs no script.
          styles: [...main.css, ...app.css, ...pageAssets.styles],
          blockingScripts: boot,
        }),
      );

      let failed = false;
      await new Promise<void>((resolve) => {
        const body = new Writable({
          write(chunk, _encoding, done) {
            // A visitor who left: nothing to send, and no error to raise.
            if (response.destroyed) return done();
            response.write(chunk, () => done());
          },
          final(done) {
            if (failed) remotes.forget();
            if (response.destroyed) {
              resolve();
              return done();
            }
            const state = dehydratePage(queryClient, { remotes: forBrowser(serverRemotes) });
            response.end(documentEnd({ stateId: PAGE_STATE_ID, state, scripts: main.js }), () => done());
            resolve();
          },
        });
        const page = (
          <TextsProvider translator={translator}>
            <App queryClient={queryClient} trpcClient={trpcClient} ssrPath={request.url} />
          </TextsProvider>
        );
        const stream = renderToPipeableStream(page, {
          // React sends a large finished part (a long list) after its placeholder, swapped in by an
          // inline script the Content-Security-Policy refuses: the body goes whole, so never split it.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => stream.pipe(body),
          onShellError: (error) => {
            // Nothing could render: the browser renders the whole page.
            failed = true;
            log.error({ err: error, url: request.url }, 'page could not render on the server');
            body.end();
          },
          onError: (error) => {
            // Parts abandoned because the visitor left are nobody's failure.
            if (response.destroyed) return;
            failed = true;
            log.error({ err: error, url: request.url }, 'part of a page rendered in the browser');
          },
        });
        const timer = setTimeout(() => stream.abort(new Error(`render took over ${settings.renderTimeoutMs} ms`)), settings.renderTimeoutMs);
        body.on('finish', () => clearTimeout(timer));
        response.on('close', () => {
          clearTimeout(timer);
          stream.abort();
          resolve();
        });
      });
    },
  };
}
