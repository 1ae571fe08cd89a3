import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyMode, readPreference, resolveMode, systemPrefersDark, watchSystemScheme, writePreference, type ColourPreference } from './colour-mode-rules';
import { useBrowserValue, useHydrated } from './hydration';

const readSystemDark = () => systemPrefersDark((query) => matchMedia(query));
const watchScheme = (onChange: () => void) => watchSystemScheme((query) => matchMedia(query), onChange);

interface ColourModeState {
  preference: ColourPreference;
  mode: 'light' | 'dark';
  setPreference(preference: ColourPreference): void;
  /** A page that must look one way (e.g. a photo viewer) forces light or dark while shown. */
  force(mode: 'light' | 'dark' | 'system' | undefined): void;
}

const ColourModeContext = createContext<ColourModeState | undefined>(undefined);

export function ColourModeProvider({ children }: { children: ReactNode }) {
  // The server cannot know either: it renders 'system' and light, and the page takes the stored
  // values right after hydrating (the document's first script has already painted the right mode).
  const hydrated = useHydrated();
  const stored = useBrowserValue<ColourPreference>(() => readPreference(localStorage), 'system');
  const [chosen, setPreferenceState] = useState<ColourPreference | undefined>();
  const preference = chosen ?? stored;
  const systemDark = useBrowserValue(readSystemDark, false, watchScheme);
  const [forced, force] = useState<'light' | 'dark' | 'system' | undefined>();
  // A console warning is the spec's answer to forcing "system".
  // eslint-disable-next-line no-console
  const mode = resolveMode(preference, systemDark, forced, (message) => console.warn(message));

  useEffect(() => {
    if (hydrated) applyMode(document.documentElement, mode);
  }, [hydrated, mode]);

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
