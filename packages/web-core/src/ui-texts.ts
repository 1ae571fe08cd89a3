import { useNamespace } from './i18n';
import type { Locale } from './locale';

const loadUiTexts = (locale: Locale): Promise<object> => import(`./texts/${locale}.ts`).then((module: { default: object }) => module.default);

/**
 * The design system's own texts in the page's language, as props: `<Select {...ui.select} />`,
 * `<Modal {...ui.modal} />`. Loaded with the first page that uses them.
 */
export function useUiTexts() {
  const { t } = useNamespace('ui', loadUiTexts);
  return {
    select: { emptyText: t('selectEmpty'), noMatchText: (query: string) => t('selectNoMatch', { query }) },
    modal: { closeLabel: t('close') },
  };
}
