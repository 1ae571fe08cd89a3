import { LanguageSelect, useTranslation } from '@shop/web-core';

export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  return <LanguageSelect label={t('language.label')} hideLabel className="shell-switch" />;
}
