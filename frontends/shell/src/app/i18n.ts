import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, htmlLang, LOCALES, localeCookie, readLocale, type Locale } from '../lib/locale';
import { shellResources } from '../locales';

/** One i18next instance for the whole page; micro-frontends add their namespaces to it. */
export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: readLocale(document.cookie),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: shellResources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLang(i18next.language as Locale);
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLang(language as Locale);
  });
  return i18next;
}

/** Switches the language for this page and remembers it for a year (the server reads it as `lang`). */
export async function changeLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return readLocale(`shop-locale=${i18next.language}`);
}
