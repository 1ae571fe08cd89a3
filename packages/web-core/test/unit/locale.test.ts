import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_LOCALE,
  htmlLang,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeCookie,
  LOCALES,
  readLocale,
} from '../../src/locale';

describe('locale constants', () => {
  it('has the three locales, Indonesian by default', () => {
    expect(LOCALES).toEqual(['en', 'zh', 'ind']);
    expect(DEFAULT_LOCALE).toBe('ind');
    expect(LOCALE_COOKIE).toBe('shop-locale');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it('recognises only the known locales', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('id')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('readLocale', () => {
  it('reads the cookie among others', () => {
    expect(readLocale('a=1; shop-locale=zh; b=2')).toBe('zh');
    expect(readLocale('shop-locale=en')).toBe('en');
    expect(readLocale('theme=dark;shop-locale=ind')).toBe('ind');
  });

  it('gives the default without the cookie', () => {
    expect(readLocale('')).toBe('ind');
    expect(readLocale('a=1; b=2')).toBe('ind');
    expect(readLocale('garbage')).toBe('ind');
  });

  it('gives the default for an unknown value', () => {
    expect(readLocale('shop-locale=fr')).toBe('ind');
    expect(readLocale('shop-locale=')).toBe('ind');
  });

  it('does not match cookies whose name only contains ours', () => {
    expect(readLocale('old-shop-locale=zh; shop-locale-x=en')).toBe('ind');
  });

  it('tolerates spaces, quotes and encoding', () => {
    expect(readLocale('  shop-locale = en ;x=1')).toBe('en');
    expect(readLocale('shop-locale="zh"')).toBe('zh');
    expect(readLocale('shop-locale=%7a%68')).toBe('zh');
    expect(readLocale('shop-locale=%E0%A4%A')).toBe('ind');
  });

  it('takes the first usable value when the name repeats', () => {
    expect(readLocale('shop-locale=en; shop-locale=zh')).toBe('en');
    expect(readLocale('shop-locale=xx; shop-locale=zh')).toBe('zh');
  });
});

describe('localeCookie', () => {
  it('builds the Set string for a year, site-wide', () => {
    expect(localeCookie('zh')).toBe('shop-locale=zh; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('ind')).toBe('shop-locale=ind; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('round-trips through readLocale', () => {
    for (const locale of LOCALES) expect(readLocale(localeCookie(locale).split(';')[0] ?? '')).toBe(locale);
  });
});

describe('htmlLang', () => {
  it('maps to BCP 47 tags', () => {
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('ind')).toBe('id');
  });
});
