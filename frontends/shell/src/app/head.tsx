import { DEFAULT_LOCALE, isLocale, useQuery, useTRPCClient, type Locale } from '@shop/web-core';
import { useShellTexts } from '../locales';
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

/** What the head says for a page, in the server's first bytes and kept up to date in the browser. */
export function headOf(route: AppRoute, locale: Locale, site: SiteSettings) {
  const title = pageTitle(route.title?.[locale], site.title);
  return { title, description: site.desc, image: site.logo, icon: site.logo };
}

function setMeta(selector: string, attribute: string, value: string) {
  document.querySelector(selector)?.setAttribute(attribute, value);
}

/** The platform configuration ("webconfig"), merged over the local defaults. */
export function useSiteSettings() {
  const { data } = useQuery(siteSettingsQuery(useTRPCClient()));
  return mergePlatformConfig(localSiteDefaults, data);
}

/** Keeps title, description, social-share tags and favicon in line with the site and page. */
export function Head({ route }: { route: AppRoute }) {
  const site = useSiteSettings();
  // Re-renders when the language changes, so the title follows it.
  const { i18n } = useShellTexts();
  const head = headOf(route, isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE, site);
  useEffect(() => {
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    setMeta('meta[property="og:image"]', 'content', head.image);
    setMeta('link[rel="icon"]', 'href', head.icon);
  }, [head.title, head.description, head.image, head.icon]);
  return null;
}
