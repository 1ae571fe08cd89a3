import { useNamespace } from './i18n';
import { showToast } from './toasts';
import type { Locale } from './locale';

const loadUiTexts = (locale: Locale): Promise<object> => import(`./texts/${locale}.ts`).then((module: { default: object }) => module.default);

/**
 * The design system's own texts in the page's language, as props: `<Select {...ui.select} />`,
 * `<Modal {...ui.modal} />`, `<CopyValue {...ui.copyValue} label=… value=… />` (a toast confirms
 * the copy). Loaded with the first page that uses them.
 */
export function useUiTexts() {
  const { t } = useNamespace('ui', loadUiTexts);
  return {
    select: { emptyText: t('selectEmpty'), noMatchText: (query: string) => t('selectNoMatch', { query }) },
    modal: { closeLabel: t('close') },
    copyValue: {
      copyLabel: (what: string) => t('copy', { what }),
      buttonText: t('copyButton'),
      onCopied: (what: string) => showToast({ title: t('copied', { what }), color: 'success' }),
    },
  };
}
