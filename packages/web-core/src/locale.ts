// Interface language. The choice lives in a cookie (not localStorage) so the server can render
// the right language and <html lang> on the first request.

export const LOCALES = ['en', 'zh', 'ind'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ind';
export const LOCALE_COOKIE = 'shop-locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en', zh: 'zh-CN', ind: 'id' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The locale in a `document.cookie`-style string; missing or unknown values give the default. */
export function readLocale(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    value = decode(value);
    // The same name can appear twice (cookies set on different paths); the first usable one wins.
    if (isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

/** The string to assign to `document.cookie` to remember the locale for a year, site-wide. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** BCP 47 tag for <html lang>: our 'ind' code is not a language tag browsers and screen readers know. */
export function htmlLang(locale: Locale): string {
  return HTML_LANG[locale];
}
