import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyMode, readPreference, resolveMode, systemPrefersDark, watchSystemScheme, writePreference, type ColourPreference } from './colour-mode-rules';

interface ColourModeState {
  preference: ColourPreference;
  mode: 'light' | 'dark';
  setPreference(preference: ColourPreference): void;
  /** A page that must look one way (e.g. a photo viewer) forces light or dark while shown. */
  force(mode: 'light' | 'dark' | 'system' | undefined): void;
}

const ColourModeContext = createContext<ColourModeState | undefined>(undefined);

export function ColourModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState(() => readPreference(localStorage));
  const [systemDark, setSystemDark] = useState(() => systemPrefersDark((query) => matchMedia(query)));
  const [forced, force] = useState<'light' | 'dark' | 'system' | undefined>();
  // A console warning is the spec's answer to forcing "system".
  // eslint-disable-next-line no-console
  const mode = resolveMode(preference, systemDark, forced, (message) => console.warn(message));

  useEffect(() => watchSystemScheme((query) => matchMedia(query), setSystemDark), []);
  useEffect(() => applyMode(document.documentElement, mode), [mode]);

  const value = useMemo<ColourModeState>(
    () => ({
      preference,
      mode,
      setPreference(next) {
        writePreference(localStorage, next);
        setPreferenceState(next);
      },
      force,
    }),
    [preference, mode],
  );
  return <ColourModeContext.Provider value={value}>{children}</ColourModeContext.Provider>;
}

export function useColourMode(): ColourModeState {
  const state = useContext(ColourModeContext);
  if (!state) throw new Error('useColourMode outside ColourModeProvider');
  return state;
}
