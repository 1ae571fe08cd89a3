import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LOCALE, htmlLang, localeCookie, readLocale, type Locale } from './locale';

// The page's texts: a small module instead of i18next and react-i18next, which were a tenth of
// the JavaScript every page downloads (15 KB compressed) for what we use of them: namespaces loaded
// per locale, nested keys, `{{name}}` placeholders, lists and objects as texts, Suspense while a
// namespace loads, a language switch that loads before it switches.

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

type Texts = { readonly [key: string]: unknown };

/**
 * The texts loaded so far, by locale and namespace, and each namespace's loader: each (locale,
 * namespace) is fetched once, and everyone asking while it loads waits for the same promise. The
 * browser has one per page; the shell's server one for all its requests.
 */
export class TextStore {
  private readonly loaders = new Map<string, TextsLoader>();
  private readonly texts = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Bumped by `forgetAllBut`: a load started before it brings old texts and is not kept. */
  private generation = 0;

  /** The latest wins: on the server, a remote's new version brings its own loader. */
  register(namespace: string, load: TextsLoader): void {
    this.loaders.set(namespace, load);
  }

  /** Undefined when the texts are here, else the promise of their arrival (the same one until then). */
  load(locale: Locale, namespace: string): Promise<void> | undefined {
    const id = `${locale}|${namespace}`;
    if (this.texts.has(id)) return undefined;
    const pending = this.loading.get(id);
    if (pending) return pending;
    const load = this.loaders.get(namespace) ?? (() => Promise.reject(new Error(`no texts registered for namespace "${namespace}"`)));
    const generation = this.generation;
    const arrival = load(locale)
      .catch((error: unknown) => {
        // The page goes on with the keys in place of the texts rather than not at all; the browser's
        // console (or the shell server's stderr) says why.
        // eslint-disable-next-line no-console
        console.error(`texts of "${namespace}" in ${locale} failed to load`, error);
        return {};
      })
      .then((texts) => {
        if (generation === this.generation) this.texts.set(id, texts as Texts);
      })
      .finally(() => this.loading.delete(id));
    this.loading.set(id, arrival);
    return arrival;
  }

  get(locale: Locale, namespace: string): Texts | undefined {
    return this.texts.get(`${locale}|${namespace}`);
  }

  /** The namespaces loaded in `locale`. */
  namespacesIn(locale: Locale): string[] {
    const prefix = `${locale}|`;
    return [...this.texts.keys()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
  }

  /** After a remote was deployed anew: every other namespace loads again, from the new version, when next used. */
  forgetAllBut(namespace: string): void {
    this.generation += 1;
    this.loading.clear();
    for (const id of [...this.texts.keys()]) if (!id.endsWith(`|${namespace}`)) this.texts.delete(id);
  }
}

function textAt(texts: Texts | undefined, path: string): unknown {
  let node: unknown = texts;
  for (const name of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[name];
  }
  return node;
}

/**
 * The store read in one language: the browser's page has one whose language changes; the server
 * makes one per request, so concurrent renders in different languages never switch each other's.
 */
export class Translator {
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly store: TextStore,
    private current: Locale,
    /** The namespace of a key without `namespace:` outside a component (`translate`). */
    readonly defaultNamespace: string,
  ) {}

  get locale(): Locale {
    return this.current;
  }

  /**
   * The text at `key` (nested keys joined by dots, or `namespace:key`), its `{{name}}` placeholders
   * filled from `options`; a list or object with `returnObjects`; the key itself when missing.
   */
  t(namespace: string, key: string, options: Record<string, unknown> = {}): unknown {
    const colon = key.indexOf(':');
    const value = colon > 0 ? textAt(this.store.get(this.current, key.slice(0, colon)), key.slice(colon + 1)) : textAt(this.store.get(this.current, namespace), key);
    if (typeof value === 'string') return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
    return value !== undefined && options.returnObjects ? value : key;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads every namespace in use in the new language first, so the page switches at once, without skeletons. */
  async changeLocale(locale: Locale): Promise<void> {
    await Promise.all(this.store.namespacesIn(this.current).map((namespace) => this.store.load(locale, namespace)));
    this.current = locale;
    for (const listener of this.listeners) listener();
  }
}

/** The server's translator for one request; the browser reads the page's (`initI18n`). */
const TranslatorContext = createContext<Translator | undefined>(undefined);
let pageTranslator: Translator | undefined;

/** Renders `children` with `translator`'s texts (the shell's server, one per request). */
export function TextsProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

function useTranslator(): Translator {
  const translator = useContext(TranslatorContext) ?? pageTranslator;
  if (!translator) throw new Error('texts used before initI18n');
  return translator;
}

/** The page's language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  const translator = useTranslator();
  return useSyncExternalStore(translator.subscribe, () => translator.locale, () => translator.locale);
}

/**
 * The page's one translator, started by the shell with its own namespace; each micro-frontend adds
 * its namespaces with `useNamespace`. Every key exists in every locale (a test checks), so no
 * fallback language is downloaded. The language is the cookie's, as the server rendered it.
 */
export async function initI18n(namespace: string, load: TextsLoader): Promise<Translator> {
  const store = new TextStore();
  store.register(namespace, load);
  const translator = new Translator(store, readLocale(document.cookie), namespace);
  await store.load(translator.locale, namespace);
  pageTranslator = translator;
  document.documentElement.lang = htmlLang(translator.locale);
  translator.subscribe(() => {
    document.documentElement.lang = htmlLang(translator.locale);
  });
  return translator;
}

/** Switches the language for this page and remembers it for a year (the server reads it as `lang`). */
export async function changeLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  await pageTranslator?.changeLocale(locale);
}

export function currentLocale(): Locale {
  return pageTranslator?.locale ?? DEFAULT_LOCALE;
}

/**
 * `t` for `namespace` in the page's language. A micro-frontend's first use registers its loader
 * (`load`) and suspends until the current locale's texts arrive (the shell shows a skeleton
 * meanwhile).
 */
export function useNamespace(namespace: string, load?: TextsLoader) {
  const translator = useTranslator();
  if (load) translator.store.register(namespace, load);
  const locale = useLocale();
  const arrival = translator.store.load(locale, namespace);
  // Suspense's promise protocol, as data libraries use it: React renders again once the texts are
  // here. (`use` would too, but never retries a render started in a test's unawaited `act`.)
  if (arrival) throw arrival;
  // Untyped, a text is a string; the typed `t` (`useTexts`, `createAreaTexts`) also knows the lists and objects.
  const t = useMemo(() => (key: string, options?: Record<string, unknown>) => translator.t(namespace, key, options) as string, [translator, namespace, locale]);
  return { t, locale };
}

/** Texts of a namespace already registered (the shell's), with `t` knowing its keys (`Texts`, the English texts' type). */
export function useTexts<Texts>(namespace: string) {
  const { t, locale } = useNamespace(namespace);
  return { t: t as unknown as TypedT<Texts>, locale };
}

/**
 * An app's texts split into areas (one namespace each, e.g. `shopper-home`) and files per locale,
 * so a page downloads only its own area in its own language. `Texts` maps each area to its English
 * texts' type, so `t` takes only keys that exist. `load` is the app's dynamic import, e.g.
 * `(locale, area) => import(\`./locales/\${locale}/\${area}.ts\`)`.
 */
export function createAreaTexts<Texts extends { [Area in keyof Texts]: object }>(app: string, load: (locale: Locale, area: keyof Texts & string) => Promise<{ default: object }>) {
  return function useAreaTexts<Area extends keyof Texts & string>(area: Area) {
    const { t, locale } = useNamespace(`${app}-${area}`, (locale) => load(locale, area).then((module) => module.default));
    return { t: t as unknown as TypedT<Texts[Area]>, locale };
  };
}

/** A text outside React (toasts raised by the data layer, for instance), as `namespace:key`. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return pageTranslator ? String(pageTranslator.t(pageTranslator.defaultNamespace, key, options)) : key;
}
