import { defineQuery } from '@shop/service-kit';
import type { FeeSettingsRecord } from '../db/entities.js';
import { listFeeSettings as newestFirst } from '../db/fee-settings-repository.js';

/** Operator: every fee settings version, newest effective first, and the one in effect now. */
export const listFeeSettings = defineQuery('ListFeeSettings', async ({ em, now }, _request: object): Promise<{ items: FeeSettingsRecord[]; currentVersion: number }> => {
  const items = await newestFirst(em);
  // Newest effective first: the first one already effective is the one in effect.
  const current = items.find((settings) => settings.effectiveAt.getTime() <= now.getTime());
  return { items, currentVersion: current?.version ?? 0 };
});
