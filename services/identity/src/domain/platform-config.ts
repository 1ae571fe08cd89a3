/** What the storefront needs to brand itself and format numbers, per platform code. */
export interface PlatformSettings {
  platformCode: number;
  title: string;
  desc: string;
  logo: string;
  currencySymbol: string;
  countryId: number;
  countryMobilePrefix: string;
  locale: 'en' | 'zh' | 'ind';
  categoryIds: Record<string, number>;
}

/** The local defaults every platform starts from (Indonesia). */
export const localDefaults: Omit<PlatformSettings, 'platformCode' | 'title' | 'desc' | 'logo'> = {
  currencySymbol: 'Rp',
  countryId: 1,
  countryMobilePrefix: '+62',
  locale: 'ind',
  categoryIds: { man: 11044364, cosmetics: 29, digital: 36 },
};

/** The logo is served from the site root: a path always starts with one slash. */
export function normalizeLogoPath(logo: string): string {
  const trimmed = logo.trim();
  if (trimmed === '') return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `/${trimmed.replace(/^\/+/, '')}`;
}

/** Stored values win over the local defaults; blanks fall back to them. */
export function mergeOverDefaults(stored: Partial<PlatformSettings> & Pick<PlatformSettings, 'platformCode' | 'title' | 'desc' | 'logo'>): PlatformSettings {
  return {
    ...localDefaults,
    ...Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== null && value !== undefined && value !== '')),
    platformCode: stored.platformCode,
    title: stored.title,
    desc: stored.desc,
    logo: normalizeLogoPath(stored.logo),
    categoryIds: { ...localDefaults.categoryIds, ...(stored.categoryIds ?? {}) },
  } as PlatformSettings;
}
