import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, htmlLang, isLocale, LOCALES, localeCookie, readLocale, type Locale } from './locale';

/**
 * Every key of a texts object: `'title'`, and nested keys joined by dots (`'problems.code_required'`).
 * A key that holds an object or a list is a key too (read with `returnObjects: true`).
 */
export type TextKey<Texts> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? Key
    : Texts[Key] extends readonly unknown[]
      ? Key
      : Texts[Key] extends object
        ? Key | `${Key}.${TextKey<Texts[Key]>}`
        : never;
}[keyof Texts & string];

/** What the text at `Key` is: a string, or the object or list it holds. */
export type TextAt<Texts, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Texts
    ? TextAt<Texts[Head], Rest>
    : never
  : Key extends keyof Texts
    ? Texts[Key]
    : never;

/** `t` that only takes keys that exist in `Texts` (English defines them; a typo fails type-check). */
export type TypedT<Texts> = <Key extends TextKey<Texts>>(key: Key, options?: Record<string, unknown>) => TextAt<Texts, Key>;

/** Loads one namespace's texts in one locale; each locale is its own chunk, fetched when used. */
export type TextsLoader = (locale: Locale) => Promise<object>;

/** Each namespace's loader (internal: the server's i18next in `./server` uses it too). */
export const loaders = new Map<string, TextsLoader>();

/** i18next asks here for a namespace in a locale, so a page downloads only its language. */
export const namespaceBackend: BackendModule = {
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

export function initOptions(namespace: string, lng: Locale): InitOptions {
  return {
    lng,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  };
}

/**
 * One i18next instance for the whole page, started by the shell with its own namespace; each
 * micro-frontend adds its namespaces with `useNamespace`. Every key exists in every locale (a
 * test checks), so no fallback language is downloaded. The language is the cookie's, as the
 * server rendered it.
 */
export async function initI18n(namespace: string, load: TextsLoader): Promise<typeof i18next> {
  loaders.set(namespace, load);
  await i18next.use(namespaceBackend).use(initReactI18next).init(initOptions(namespace, readLocale(document.cookie)));
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
  // The latest wins: on the server, a remote's new version brings its own loader.
  loaders.set(namespace, load);
  return useTranslation(namespace);
}

/** `useTranslation(namespace)` whose `t` knows the namespace's keys (`Texts`, the English texts' type). */
export function useTexts<Texts>(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  return { t: t as unknown as TypedT<Texts>, i18n };
}

/**
 * An app's texts split into areas (one namespace each, e.g. `shopper-home`) and files per locale,
 * so a page downloads only its own area in its own language. `Texts` maps each area to its English
 * texts' type, so `t` takes only keys that exist. `load` is the app's dynamic import, e.g.
 * `(locale, area) => import(\`./locales/\${locale}/\${area}.ts\`)`.
 */
export function createAreaTexts<Texts extends { [Area in keyof Texts]: object }>(app: string, load: (locale: Locale, area: keyof Texts & string) => Promise<{ default: object }>) {
  return function useAreaTexts<Area extends keyof Texts & string>(area: Area) {
    const { t, i18n } = useNamespace(`${app}-${area}`, (locale) => load(locale, area).then((module) => module.default));
    return { t: t as unknown as TypedT<Texts[Area]>, i18n };
  };
}

/** A text outside React (toasts raised by the data layer, for instance), as `namespace:key`. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options ?? {});
}
