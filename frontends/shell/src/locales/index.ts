import type { Locale } from '@shop/web-core';
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
