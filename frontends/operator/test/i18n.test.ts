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

const areas = {
  console: { en: enConsole, zh: zhConsole, ind: indConsole },
  applications: { en: enApplications, zh: zhApplications, ind: indApplications },
  stores: { en: enStores, zh: zhStores, ind: indStores },
  audit: { en: enAudit, zh: zhAudit, ind: indAudit },
};

describe('operator console texts', () => {
  it.each(Object.entries(areas))('%s has every key in en, zh and ind, none empty', (_area, texts) => {
    expect(missingTranslations(texts)).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations(texts)).toEqual([]);
  });
});
