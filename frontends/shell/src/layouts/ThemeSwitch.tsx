import { type ColourPreference, useColourMode, useTranslation } from '@shop/web-core';

const preferences: ColourPreference[] = ['system', 'light', 'dark'];

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const { preference, setPreference } = useColourMode();
  return (
    <label className="shell-switch">
      <span className="ui-visually-hidden">{t('theme.label')}</span>
      <select value={preference} onChange={(event) => setPreference(event.target.value as ColourPreference)}>
        {preferences.map((p) => (
          <option key={p} value={p}>
            {t(`theme.${p}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
