import { matchRoute, useLocale, useQuery, useRouter, useTRPCClient, type Locale } from '@shop/web-core';
import type { SubjectHead } from '@shop/api';
import { useEffect } from 'react';
import { localSiteDefaults, mergePlatformConfig, pageTitle, type SiteSettings } from '../lib/title';
import type { AppRoute } from './routes';

type Client = ReturnType<typeof useTRPCClient>;

/** The platform configuration ("webconfig") query, as the page asks it and the server prefetches it. */
export function siteSettingsQuery(client: Client) {
  return {
    queryKey: ['webconfig'],
    queryFn: () => client.user.platform.query({ platformCode: localSiteDefaults.platformCode }),
    staleTime: Infinity,
  };
}

/**
 * The hot keywords in `locale`, the storefront header's suggestion: the server asks them for the
 * storefront's pages (`layout: 'h5'`) and hands them over with the page, the browser keeps them.
 */
export function hotKeywordsQuery(client: Client, locale: Locale) {
  return { queryKey: ['hot-keywords', locale], queryFn: () => client.search.hot.query(), staleTime: 300_000 };
}

/**
 * The head of a page about one thing (a shop), asked of the BFF by the server before the first
 * bytes and handed to the browser with the page's data; undefined for every other page.
 */
export function subjectHeadQuery(client: Client, route: AppRoute, path: string, parser: ReturnType<typeof useRouter>['parser']) {
  if (!route.head) return undefined;
  const { subject, param } = route.head;
  const params: Partial<Record<string, string>> = matchRoute(parser, route.path, path)[1] ?? {};
  const id = Number(params[param]);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return { queryKey: ['page-head', subject, id], queryFn: () => client.page.head.query({ subject, id }), staleTime: 30_000 };
}

/** What the head says for a page, in the server's first bytes and kept up to date in the browser. */
export function headOf(route: AppRoute, locale: Locale, site: SiteSettings, subject?: SubjectHead) {
  const title = pageTitle(subject?.title || route.title?.[locale], site.title);
  return { title, description: subject?.description || site.desc, image: subject?.image || site.logo, icon: site.logo, price: subject?.price };
}

/** The query a page about nothing in particular never runs. */
const noSubject = { queryKey: ['page-head'], queryFn: (): Promise<SubjectHead> => Promise.reject(new Error('no subject')) };

function setMeta(selector: string, attribute: string, value: string) {
  document.querySelector(selector)?.setAttribute(attribute, value);
}

/** The platform configuration ("webconfig"), merged over the local defaults. */
export function useSiteSettings() {
  const { data } = useQuery(siteSettingsQuery(useTRPCClient()));
  return mergePlatformConfig(localSiteDefaults, data);
}

/** Keeps title, description, social-share tags and favicon in line with the site and page. */
export function Head({ route, path }: { route: AppRoute; path: string }) {
  const site = useSiteSettings();
  const subjectQuery = subjectHeadQuery(useTRPCClient(), route, path, useRouter().parser);
  const { data: subject } = useQuery({ ...(subjectQuery ?? noSubject), enabled: subjectQuery !== undefined });
  // Re-renders when the language changes, so the title follows it.
  const head = headOf(route, useLocale(), site, subject);
  useEffect(() => {
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    // Link previews need an absolute URL, as the server wrote it.
    if (head.image) setMeta('meta[property="og:image"]', 'content', new URL(head.image, document.baseURI).href);
    setMeta('link[rel="icon"]', 'href', head.icon);
  }, [head.title, head.description, head.image, head.icon]);
  return null;
}
