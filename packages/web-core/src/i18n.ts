import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, htmlLang, isLocale, LOCALES, localeCookie, readLocale, type Locale } from './locale';

/** Loads one namespace's texts in one locale; each locale is its own chunk, fetched when used. */
export type TextsLoader = (locale: Locale) => Promise<object>;

const loaders = new Map<string, TextsLoader>();

/** i18next asks here for a namespace in a locale, so a page downloads only its language. */
const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(namespace);
    if (!load) return callback(new Error(`no texts registered for namespace "${namespace}"`), false);
    load(language as Locale).then(
      (texts) => callback(null, texts as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * One i18next instance for the whole page, started by the shell with its own namespace; each
 * micro-frontend adds its namespaces with `useNamespace`. Every key exists in every locale (a
 * test checks), so no fallback language is downloaded.
 */
export async function initI18n(namespace: string, load: TextsLoader): Promise<typeof i18next> {
  loaders.set(namespace, load);
  await i18next
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: readLocale(document.cookie),
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: [namespace],
      defaultNS: namespace,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
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
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

/**
 * `useTranslation` for a micro-frontend's namespace. The first use registers its texts and
 * suspends until the current locale's arrive (the shell shows a skeleton meanwhile).
 */
export function useNamespace(namespace: string, load: TextsLoader) {
  if (!loaders.has(namespace)) loaders.set(namespace, load);
  return useTranslation(namespace);
}

/**
 * An app's texts split into areas (one namespace each, e.g. `shopper-home`) and files per locale,
 * so a page downloads only its own area in its own language. `load` is the app's dynamic import,
 * e.g. `(locale, area) => import(\`./locales/\${locale}/\${area}.ts\`)`.
 */
export function createAreaTexts<Area extends string>(app: string, load: (locale: Locale, area: Area) => Promise<{ default: object }>) {
  return function useAreaTexts(area: Area) {
    return useNamespace(`${app}-${area}`, (locale) => load(locale, area).then((module) => module.default));
  };
}

/** A text outside React (toasts raised by the data layer, for instance), as `namespace:key`. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options ?? {});
}
