export const languages = ['en', 'zh', 'ind'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ind';

/** The caller's language if the catalog has texts in it, else the storefront default. */
export function resolveLanguage(lang: string | undefined): Language {
  return (languages as readonly string[]).includes(lang ?? '') ? (lang as Language) : defaultLanguage;
}
