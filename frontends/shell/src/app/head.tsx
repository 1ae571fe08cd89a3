import {currentLocale, useQuery, useTRPCClient} from '@shop/web-core';
import { useShellTexts } from '../locales';
import { useEffect } from 'react';
import { localSiteDefaults, mergePlatformConfig, pageTitle } from '../lib/title';
import type { AppRoute } from './routes';

function setMeta(selector: string, attribute: string, value: string) {
  document.querySelector(selector)?.setAttribute(attribute, value);
}

/** The platform configuration ("webconfig"), merged over the local defaults. */
export function useSiteSettings() {
  const client = useTRPCClient();
  const { data } = useQuery({
    queryKey: ['webconfig'],
    queryFn: () => client.user.platform.query({ platformCode: localSiteDefaults.platformCode }),
    staleTime: Infinity,
  });
  return mergePlatformConfig(localSiteDefaults, data);
}

/** Keeps title, description, social-share tags and favicon in line with the site and page. */
export function Head({ route }: { route: AppRoute }) {
  const site = useSiteSettings();
  // Re-renders when the language changes, so the title follows it.
  const { i18n } = useShellTexts();
  const page = route.title?.[currentLocale()];
  useEffect(() => {
    document.title = pageTitle(page, site.title);
    setMeta('meta[name="description"]', 'content', site.desc);
    setMeta('meta[property="og:title"]', 'content', document.title);
    setMeta('meta[property="og:description"]', 'content', site.desc);
    setMeta('meta[property="og:image"]', 'content', site.logo);
    setMeta('link[rel="icon"]', 'href', site.logo);
  }, [page, site.title, site.desc, site.logo, i18n.language]);
  return null;
}
