import { createAreaTexts } from '@shop/web-core';
import type applications from './locales/en/applications';
import type audit from './locales/en/audit';
import type consoleTexts from './locales/en/console';
import type stores from './locales/en/stores';

/** The console's texts come in areas, one namespace each, so a page downloads only its own. */
interface OperatorTexts {
  console: typeof consoleTexts;
  applications: typeof applications;
  stores: typeof stores;
  audit: typeof audit;
}

export type OperatorArea = keyof OperatorTexts;

/** `t` for one area of the console's texts; a key that does not exist fails type-check. */
export const useOperatorTexts = createAreaTexts<OperatorTexts>('operator', (locale, area) => import(`./locales/${locale}/${area}.ts`));
