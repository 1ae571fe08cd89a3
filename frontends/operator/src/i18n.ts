import { createAreaTexts } from '@shop/web-core';
import type applications from './locales/en/applications';
import type adjustments from './locales/en/adjustments';
import type audit from './locales/en/audit';
import type consoleTexts from './locales/en/console';
import type deliveries from './locales/en/deliveries';
import type fees from './locales/en/fees';
import type stores from './locales/en/stores';
import type templates from './locales/en/templates';
import type wallets from './locales/en/wallets';
import type withdrawals from './locales/en/withdrawals';

/** The console's texts come in areas, one namespace each, so a page downloads only its own. */
interface OperatorTexts {
  console: typeof consoleTexts;
  applications: typeof applications;
  stores: typeof stores;
  audit: typeof audit;
  withdrawals: typeof withdrawals;
  wallets: typeof wallets;
  adjustments: typeof adjustments;
  fees: typeof fees;
  deliveries: typeof deliveries;
  templates: typeof templates;
}

export type OperatorArea = keyof OperatorTexts;

/** `t` for one area of the console's texts; a key that does not exist fails type-check. */
export const useOperatorTexts = createAreaTexts<OperatorTexts>('operator', (locale, area) => import(`./locales/${locale}/${area}.ts`));
