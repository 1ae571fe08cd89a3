import { changeLocale, type Locale, LOCALES, useTranslation } from '@shop/web-core';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <label className="shell-switch">
      <span className="ui-visually-hidden">{t('language.label')}</span>
      <select value={i18n.language} onChange={(event) => void changeLocale(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
