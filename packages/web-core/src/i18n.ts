import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, htmlLang, LOCALES, localeCookie, readLocale, type Locale } from './locale';

/**
 * One i18next instance for the whole page, started by the shell with its own namespace; each
 * micro-frontend adds its namespaces with `useNamespace`.
 */
export async function initI18n(namespace: string, resources: Resource): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: readLocale(document.cookie),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [namespace],
    defaultNS: namespace,
    resources,
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

/** Texts of one namespace in every locale, as a micro-frontend ships them. */
export type NamespaceTexts = Readonly<Record<Locale, object>>;

function registerNamespace(namespace: string, texts: NamespaceTexts): void {
  if (i18next.hasResourceBundle(DEFAULT_LOCALE, namespace)) return;
  for (const locale of LOCALES) i18next.addResourceBundle(locale, namespace, texts[locale], true, true);
}

/** `useTranslation` for a micro-frontend's namespace, added to the page's i18next on first use. */
export function useNamespace(namespace: string, texts: NamespaceTexts) {
  registerNamespace(namespace, texts);
  return useTranslation(namespace);
}

/** A text outside React (toasts raised by the data layer, for instance), as `namespace:key`. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options ?? {});
}
