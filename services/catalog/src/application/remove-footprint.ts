import { defineCommand } from '@shop/service-kit';
import { removeFootprint as removeEntries } from '../db/footprint-repository.js';
import { assertProductId, shopperOf } from './shared/ids.js';

/** Removes one product from the shopper's footprint (nothing to remove is no error): only a later view brings it back. */
export const removeFootprint = defineCommand('RemoveFootprint', async ({ em, now, caller }, request: { productId: number }): Promise<void> => {
  assertProductId(request.productId);
  await removeEntries(em, shopperOf(caller), now, request.productId);
});
