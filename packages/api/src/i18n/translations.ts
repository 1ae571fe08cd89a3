export const locales = ['en', 'zh', 'ind'] as const;
export type Locale = (typeof locales)[number];

/** One message in every locale; `{name}` marks a parameter. */
export type Translations = Record<Locale, string>;
