import { changeLocale, COLOUR_PREFERENCES, htmlLang, LOCALES, useColourMode, useLocale, type ColourPreference, type Locale } from '@shop/web-core';
import type { ReactNode } from 'react';

/** Each language named in itself, so anyone can find theirs whatever is shown now. */
const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', zh: '中文', ind: 'Bahasa Indonesia' };

interface SelectProps {
  label: string;
  /** Keep the label for screen readers only (a compact header). */
  hideLabel?: boolean;
  className?: string;
}

function Labelled({ label, hideLabel, className, children }: SelectProps & { children: ReactNode }) {
  return (
    <label className={className}>
      <span className={hideLabel ? 'ui-visually-hidden' : undefined}>{label}</span>
      {children}
    </label>
  );
}

/** The page's language, wherever an app offers the choice (the account page's preferences). */
export function LanguageSelect(props: SelectProps) {
  const locale = useLocale();
  return (
    <Labelled {...props}>
      <select value={locale} onChange={(event) => void changeLocale(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={htmlLang(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** System, light or dark; `optionLabels` are the caller's translations. */
export function ThemeSelect({ optionLabels, ...props }: SelectProps & { optionLabels: Readonly<Record<ColourPreference, string>> }) {
  const { preference, setPreference } = useColourMode();
  return (
    <Labelled {...props}>
      <select value={preference} onChange={(event) => setPreference(event.target.value as ColourPreference)}>
        {COLOUR_PREFERENCES.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
