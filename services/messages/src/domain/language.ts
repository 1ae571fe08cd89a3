/** The languages every user-visible text exists in. */
export const languages = ['en', 'zh', 'ind'] as const;
export type Language = (typeof languages)[number];

/** A recipient's language from what was stored or sent (`en`, `zh-CN`, `ind`, …): Indonesian when unknown. */
export function languageOf(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'zh' ? primary : 'ind';
}
