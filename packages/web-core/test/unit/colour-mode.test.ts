/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import {
  applyMode,
  COLOUR_MODE_KEY,
  isColourPreference,
  readPreference,
  resolveMode,
  SYSTEM_DARK_QUERY,
  systemPrefersDark,
  watchSystemScheme,
  writePreference,
} from '../../src/colour-mode-rules';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

const failing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
};

/** A MediaQueryList stand-in whose `change` events the test fires. */
function fakeMediaQuery(matches: boolean, legacyOnly = false) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const add = (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener);
  const remove = (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener);
  const list = {
    matches,
    media: SYSTEM_DARK_QUERY,
    addEventListener: legacyOnly ? undefined : (_type: string, listener: (event: MediaQueryListEvent) => void) => add(listener),
    removeEventListener: legacyOnly ? undefined : (_type: string, listener: (event: MediaQueryListEvent) => void) => remove(listener),
    addListener: add,
    removeListener: remove,
  };
  const fire = (dark: boolean) => {
    for (const listener of [...listeners]) listener({ matches: dark } as MediaQueryListEvent);
  };
  return { list: list as unknown as MediaQueryList, listeners, fire };
}

describe('readPreference / writePreference', () => {
  it('stores under shop-colour-mode and reads it back', () => {
    const storage = memoryStorage();
    writePreference(storage, 'dark');
    expect(storage.data.get('shop-colour-mode')).toBe('dark');
    expect(COLOUR_MODE_KEY).toBe('shop-colour-mode');
    expect(readPreference(storage)).toBe('dark');
    writePreference(storage, 'light');
    expect(readPreference(storage)).toBe('light');
    writePreference(storage, 'system');
    expect(readPreference(storage)).toBe('system');
  });

  it("reads 'system' when nothing is stored", () => {
    expect(readPreference(memoryStorage())).toBe('system');
  });

  it.each(['', 'Dark', 'auto', 'null', ' dark'])("reads 'system' for the invalid value %p", (value) => {
    expect(readPreference(memoryStorage({ [COLOUR_MODE_KEY]: value }))).toBe('system');
  });

  it("reads 'system' and writes nothing, without throwing, when storage is unavailable", () => {
    expect(readPreference(failing)).toBe('system');
    expect(() => writePreference(failing, 'dark')).not.toThrow();
  });

  it('works with the real localStorage', () => {
    writePreference(localStorage, 'dark');
    expect(readPreference(localStorage)).toBe('dark');
    localStorage.clear();
  });

  it('recognises the three preferences only', () => {
    expect(['system', 'light', 'dark'].every(isColourPreference)).toBe(true);
    expect(isColourPreference('auto')).toBe(false);
    expect(isColourPreference(undefined)).toBe(false);
  });
});

describe('resolveMode', () => {
  it('follows the system when the preference is system', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
  });

  it('an explicit preference beats the system', () => {
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });

  it("a page's forced light or dark beats preference and system", () => {
    expect(resolveMode('dark', true, 'light')).toBe('light');
    expect(resolveMode('light', false, 'dark')).toBe('dark');
    expect(resolveMode('system', false, 'dark')).toBe('dark');
  });

  it("forcing 'system' warns and is ignored", () => {
    const warn = jest.fn();
    expect(resolveMode('light', true, 'system', warn)).toBe('light');
    expect(resolveMode('system', true, 'system', warn)).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/system/);
  });

  it("forcing 'system' without a warn function does not throw", () => {
    expect(resolveMode('dark', false, 'system')).toBe('dark');
  });

  it('does not warn when nothing or a valid mode is forced', () => {
    const warn = jest.fn();
    resolveMode('light', true, undefined, warn);
    resolveMode('light', true, 'dark', warn);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('applyMode', () => {
  it('toggles the dark class and sets color-scheme on the root element', () => {
    const root = document.documentElement;
    root.classList.add('other');
    applyMode(root, 'dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyMode(root, 'dark');
    expect(root.classList.contains('dark')).toBe(true);
    applyMode(root, 'light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('other')).toBe(true);
    expect(root.style.colorScheme).toBe('light');
  });
});

describe('systemPrefersDark / watchSystemScheme', () => {
  it('asks the prefers-color-scheme: dark query', () => {
    const matchMedia = jest.fn((_q: string) => fakeMediaQuery(true).list);
    expect(systemPrefersDark(matchMedia)).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  });

  it('reports the current scheme on subscribing, then each system change until stopped', () => {
    const media = fakeMediaQuery(false);
    const matchMedia = jest.fn((_q: string) => media.list);
    const onChange = jest.fn();
    const stop = watchSystemScheme(matchMedia, onChange);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(onChange.mock.calls).toEqual([[false]]);
    media.fire(true);
    media.fire(false);
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
    stop();
    expect(media.listeners.size).toBe(0);
    media.fire(true);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('catches a scheme change that happened before subscribing', () => {
    const media = fakeMediaQuery(true);
    const onChange = jest.fn();
    watchSystemScheme(() => media.list, onChange);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('falls back to addListener on browsers without addEventListener on MediaQueryList', () => {
    const media = fakeMediaQuery(false, true);
    const onChange = jest.fn();
    const stop = watchSystemScheme(() => media.list, onChange);
    media.fire(true);
    expect(onChange).toHaveBeenCalledWith(true);
    stop();
    expect(media.listeners.size).toBe(0);
  });
});
