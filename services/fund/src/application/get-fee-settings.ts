import { fundReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import type { FeeSettingsRecord } from '../db/entities.js';
import { feeSettingsAt } from '../db/fee-settings-repository.js';
import { parseInstant } from '../domain/instant.js';

/** The fee settings in effect at an instant (now when empty): what order charges at checkout. */
export const getFeeSettings = defineQuery('GetFeeSettings', async ({ em, now }, request: { at: string }): Promise<FeeSettingsRecord> => {
  const at = request.at === '' ? now : parseInstant(request.at);
  const settings = at && (await feeSettingsAt(em, at));
  // Version 1 applies from the epoch: only an instant before it finds none.
  if (!settings) throw new AppError('INVALID_ARGUMENT', fundReasons.invalidDate, 'invalid at', { field: 'at' });
  return settings;
});
