// Document title and site settings. Local defaults keep the shell usable before (or without)
// the platform configuration from the server.

export interface SiteSettings {
  title: string;
  desc: string;
  logo: string;
  platformCode: number;
  currencySymbol: string;
  countryId: number;
  countryMobilePre: string;
  locale: string;
  categoryIds: { man: number; cosmetics: number; digital: number };
}

/** The part of the site settings the platform configuration may override. */
export type PlatformConfig = Partial<Pick<SiteSettings, 'title' | 'desc' | 'logo'>>;

export const localSiteDefaults: Readonly<SiteSettings> = Object.freeze({
  title: 'Nusa Mart',
  desc: 'Online Shop',
  logo: '/logo.svg',
  platformCode: 2,
  currencySymbol: 'Rp',
  countryId: 1,
  countryMobilePre: '+62',
  locale: 'ind',
  categoryIds: Object.freeze({ man: 11044364, cosmetics: 29, digital: 36 }),
});

/** "{page} - {site}", or just the site name when the page has no title of its own. */
export function pageTitle(page: string | undefined, site: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} - ${site}` : site;
}

/** Logos from the configuration may be bare paths ("logo.svg"); routes are nested, so make them root-relative. */
export function normalizeLogo(logo: string): string {
  const trimmed = logo.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/${trimmed}`;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Server configuration over the local defaults. Blank values (empty or whitespace) and values that
 * are not strings do not override: a half-filled admin form must not blank the header.
 */
export function mergePlatformConfig(local: SiteSettings, remote: PlatformConfig | undefined): SiteSettings {
  const merged: SiteSettings = { ...local, categoryIds: { ...local.categoryIds } };
  if (remote) {
    if (nonEmpty(remote.title)) merged.title = remote.title;
    if (nonEmpty(remote.desc)) merged.desc = remote.desc;
    if (nonEmpty(remote.logo)) merged.logo = remote.logo;
  }
  merged.logo = normalizeLogo(merged.logo);
  return merged;
}
