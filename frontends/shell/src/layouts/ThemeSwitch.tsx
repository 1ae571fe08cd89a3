import { ThemeSelect, useTranslation } from '@shop/web-core';

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  return (
    <ThemeSelect
      label={t('theme.label')}
      hideLabel
      optionLabels={{ system: t('theme.system'), light: t('theme.light'), dark: t('theme.dark') }}
      className="shell-switch"
    />
  );
}
