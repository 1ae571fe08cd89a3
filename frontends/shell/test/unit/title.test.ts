import { describe, expect, it } from '@jest/globals';
import { localSiteDefaults, mergePlatformConfig, normalizeLogo, pageTitle } from '../../src/lib/title';
import type { SiteSettings } from '../../src/lib/title';

describe('pageTitle', () => {
  it('joins page and site', () => {
    expect(pageTitle('Cart', 'Nusa Mart')).toBe('Cart - Nusa Mart');
  });

  it.each([undefined, '', '   ', '\n\t'])('is just the site for the page %p', (page) => {
    expect(pageTitle(page, 'Nusa Mart')).toBe('Nusa Mart');
  });

  it('trims the page title', () => {
    expect(pageTitle('  Cart ', 'Nusa Mart')).toBe('Cart - Nusa Mart');
  });
});

describe('normalizeLogo', () => {
  it('adds a leading slash to a bare path', () => {
    expect(normalizeLogo('logo.svg')).toBe('/logo.svg');
    expect(normalizeLogo('img/logo.png')).toBe('/img/logo.png');
  });

  it('keeps root-relative paths', () => {
    expect(normalizeLogo('/logo.svg')).toBe('/logo.svg');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(normalizeLogo('https://cdn.example.com/logo.svg')).toBe('https://cdn.example.com/logo.svg');
    expect(normalizeLogo('http://cdn.example.com/logo.svg')).toBe('http://cdn.example.com/logo.svg');
    expect(normalizeLogo('HTTPS://CDN.example.com/L.svg')).toBe('HTTPS://CDN.example.com/L.svg');
  });

  it('keeps empty as empty', () => {
    expect(normalizeLogo('')).toBe('');
    expect(normalizeLogo('  ')).toBe('');
  });
});

describe('localSiteDefaults', () => {
  it('holds the local settings', () => {
    expect(localSiteDefaults).toEqual({
      title: 'Nusa Mart',
      desc: 'Online Shop',
      logo: '/logo.svg',
      platformCode: 2,
      currencySymbol: 'Rp',
      countryId: 1,
      countryMobilePre: '+62',
      locale: 'ind',
      categoryIds: { man: 11044364, cosmetics: 29, digital: 36 },
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(localSiteDefaults)).toBe(true);
    expect(Object.isFrozen(localSiteDefaults.categoryIds)).toBe(true);
  });
});

describe('mergePlatformConfig', () => {
  it('returns the local defaults without remote config', () => {
    expect(mergePlatformConfig(localSiteDefaults, undefined)).toEqual(localSiteDefaults);
  });

  it('lays remote values over the defaults and normalizes the logo', () => {
    const merged = mergePlatformConfig(localSiteDefaults, { title: 'Toko', desc: 'Belanja', logo: 'uploads/logo.png' });
    expect(merged).toEqual({ ...localSiteDefaults, title: 'Toko', desc: 'Belanja', logo: '/uploads/logo.png' });
  });

  it('lets only some fields override', () => {
    const merged = mergePlatformConfig(localSiteDefaults, { title: 'Toko' });
    expect(merged.title).toBe('Toko');
    expect(merged.desc).toBe('Online Shop');
    expect(merged.logo).toBe('/logo.svg');
  });

  it('does not let empty or blank strings override', () => {
    const merged = mergePlatformConfig(localSiteDefaults, { title: '', desc: '  ', logo: '' });
    expect(merged).toEqual(localSiteDefaults);
  });

  it('ignores values that are not strings', () => {
    const remote = { title: null, desc: 42, logo: undefined } as unknown as Partial<Pick<SiteSettings, 'title' | 'desc' | 'logo'>>;
    expect(mergePlatformConfig(localSiteDefaults, remote)).toEqual(localSiteDefaults);
  });

  it('normalizes a local logo too and keeps absolute remote URLs', () => {
    const local: SiteSettings = { ...localSiteDefaults, logo: 'logo.svg' };
    expect(mergePlatformConfig(local, {}).logo).toBe('/logo.svg');
    expect(mergePlatformConfig(local, { logo: 'https://cdn.example.com/a.png' }).logo).toBe('https://cdn.example.com/a.png');
  });

  it('returns a fresh object and leaves the inputs alone', () => {
    const local: SiteSettings = { ...localSiteDefaults, categoryIds: { ...localSiteDefaults.categoryIds } };
    const merged = mergePlatformConfig(local, { title: 'Toko' });
    expect(merged).not.toBe(local);
    expect(merged.categoryIds).not.toBe(local.categoryIds);
    merged.categoryIds.man = 1;
    expect(local.title).toBe('Nusa Mart');
    expect(local.categoryIds.man).toBe(11044364);
  });
});
