import { translate, useTexts, type Locale, type TextKey } from '@shop/web-core';
import type { ShellMessages } from './en';

/** The shell's own namespace, one chunk per locale; every micro-frontend brings its own. */
export function loadShellTexts(locale: Locale): Promise<ShellMessages> {
  switch (locale) {
    case 'en':
      return import('./en').then((m) => m.en);
    case 'zh':
      return import('./zh').then((m) => m.zh);
    case 'ind':
      return import('./ind').then((m) => m.ind);
  }
}

/** `t` for the shell's texts; a key that does not exist fails type-check. */
export const useShellTexts = () => useTexts<ShellMessages>('shell');

/** A shell text outside React (toasts raised by the data layer). */
export function shellText(key: TextKey<ShellMessages>): string {
  return translate(`shell:${key}`);
}
