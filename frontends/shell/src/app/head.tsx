import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { localSiteDefaults, mergePlatformConfig, pageTitle } from '../lib/title';
import { useTRPCClient } from './trpc';

/** Route handles name their title by key in the shell namespace (`pageTitles.*`). */
export interface RouteHandle {
  titleKey?: string;
}

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
export function Head() {
  const site = useSiteSettings();
  const { t, i18n } = useTranslation('shell');
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  const page = titleKey ? t(titleKey) : '';
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
