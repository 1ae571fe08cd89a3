import { messageLanguages, type MessageLanguage } from '@shop/contracts/notification-rules';

/** The languages every user-visible text exists in (shared with the BFF and the pages). */
export const languages = messageLanguages;
export type Language = MessageLanguage;

/** A recipient's language from what was stored or sent (`en`, `zh-CN`, `ind`, …): Indonesian when unknown. */
export function languageOf(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'zh' ? primary : 'ind';
}
