// Light/dark mode rules. The preference is remembered per browser; a page may force a mode
// (for example a dark media viewer), but never 'system', which would defeat the purpose of forcing.

export type ColourPreference = 'system' | 'light' | 'dark';
export type ColourMode = 'light' | 'dark';

export const COLOUR_MODE_KEY = 'shop-colour-mode';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';
export const COLOUR_PREFERENCES: readonly ColourPreference[] = ['system', 'light', 'dark'];

export function isColourPreference(value: unknown): value is ColourPreference {
  return typeof value === 'string' && (COLOUR_PREFERENCES as readonly string[]).includes(value);
}

/** The stored preference; anything missing, unknown or unreadable (storage disabled) means 'system'. */
export function readPreference(storage: Pick<Storage, 'getItem'>): ColourPreference {
  try {
    const value = storage.getItem(COLOUR_MODE_KEY);
    return isColourPreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the preference. Storage can throw (quota, private mode); the choice then lasts for this page only. */
export function writePreference(storage: Pick<Storage, 'setItem'>, pref: ColourPreference): void {
  try {
    storage.setItem(COLOUR_MODE_KEY, pref);
  } catch {
    // Nothing to do: the mode is still applied for the current page.
  }
}

/** The mode to show: a page's forced mode wins, then the user's preference, then the system setting. */
export function resolveMode(
  pref: ColourPreference,
  systemPrefersDark: boolean,
  forced?: ColourPreference,
  warn: (msg: string) => void = () => {},
): ColourMode {
  if (forced === 'light' || forced === 'dark') return forced;
  if (forced === 'system') {
    warn("A page cannot force the colour mode to 'system'; forcing is ignored.");
  }
  if (pref === 'light' || pref === 'dark') return pref;
  return systemPrefersDark ? 'dark' : 'light';
}

/** Puts the mode on the root element: the `dark` class drives the styles, color-scheme the native controls. */
export function applyMode(root: { classList: DOMTokenList; style: CSSStyleDeclaration }, mode: ColourMode): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Whether the system asks for dark mode right now. */
export function systemPrefersDark(matchMedia: (q: string) => MediaQueryList): boolean {
  return matchMedia(SYSTEM_DARK_QUERY).matches;
}

/** Calls `onChange` whenever the system switches between light and dark. Returns the function that stops it. */
export function watchSystemScheme(
  matchMedia: (q: string) => MediaQueryList,
  onChange: (dark: boolean) => void,
): () => void {
  const query = matchMedia(SYSTEM_DARK_QUERY);
  const listener = (event: MediaQueryListEvent): void => onChange(event.matches);
  // The scheme may have changed between the first render and this subscription; report it now.
  onChange(query.matches);
  // Safari before 14 only has the deprecated addListener/removeListener.
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }
  query.addListener(listener);
  return () => query.removeListener(listener);
}
