import { defineCommand } from '@shop/service-kit';
import { removeFootprint } from '../db/footprint-repository.js';
import { shopperOf } from './shared/ids.js';

/** Clears the shopper's footprint: only views after now show again. */
export const clearFootprint = defineCommand('ClearFootprint', async ({ em, now, caller }): Promise<void> => {
  await removeFootprint(em, shopperOf(caller), now);
});
