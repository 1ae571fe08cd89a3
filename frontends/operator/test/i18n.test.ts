import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import enApplications from '../src/locales/en/applications';
import enAudit from '../src/locales/en/audit';
import enConsole from '../src/locales/en/console';
import enStores from '../src/locales/en/stores';
import indApplications from '../src/locales/ind/applications';
import indAudit from '../src/locales/ind/audit';
import indConsole from '../src/locales/ind/console';
import indStores from '../src/locales/ind/stores';
import zhApplications from '../src/locales/zh/applications';
import zhAudit from '../src/locales/zh/audit';
import zhConsole from '../src/locales/zh/console';
import zhStores from '../src/locales/zh/stores';
import enFees from '../src/locales/en/fees';
import indFees from '../src/locales/ind/fees';
import zhFees from '../src/locales/zh/fees';
import enWallets from '../src/locales/en/wallets';
import indWallets from '../src/locales/ind/wallets';
import zhWallets from '../src/locales/zh/wallets';
import enAdjustments from '../src/locales/en/adjustments';
import indAdjustments from '../src/locales/ind/adjustments';
import zhAdjustments from '../src/locales/zh/adjustments';
import enDeliveries from '../src/locales/en/deliveries';
import indDeliveries from '../src/locales/ind/deliveries';
import zhDeliveries from '../src/locales/zh/deliveries';
import enTemplates from '../src/locales/en/templates';
import indTemplates from '../src/locales/ind/templates';
import zhTemplates from '../src/locales/zh/templates';
import enWithdrawals from '../src/locales/en/withdrawals';
import indWithdrawals from '../src/locales/ind/withdrawals';
import zhWithdrawals from '../src/locales/zh/withdrawals';

const areas = {
  console: { en: enConsole, zh: zhConsole, ind: indConsole },
  applications: { en: enApplications, zh: zhApplications, ind: indApplications },
  stores: { en: enStores, zh: zhStores, ind: indStores },
  audit: { en: enAudit, zh: zhAudit, ind: indAudit },
  withdrawals: { en: enWithdrawals, zh: zhWithdrawals, ind: indWithdrawals },
  wallets: { en: enWallets, zh: zhWallets, ind: indWallets },
  fees: { en: enFees, zh: zhFees, ind: indFees },
  adjustments: { en: enAdjustments, zh: zhAdjustments, ind: indAdjustments },
  deliveries: { en: enDeliveries, zh: zhDeliveries, ind: indDeliveries },
  templates: { en: enTemplates, zh: zhTemplates, ind: indTemplates },
};

describe('operator console texts', () => {
  it.each(Object.entries(areas))('%s has every key in en, zh and ind, none empty', (_area, texts) => {
    expect(missingTranslations(texts)).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations(texts)).toEqual([]);
  });
});
