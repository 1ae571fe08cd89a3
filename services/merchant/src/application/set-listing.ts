import { defineCommand } from '@shop/service-kit';
import type { CatalogCalls } from '../clients/catalog.js';
import { activeStoreOfCaller } from './shared/callers.js';

/**
 * Lists or unlists a product in the caller's active store, through the catalog, which owns
 * listings; its catalog.listing.changed event brings the product count back here. The catalog
 * call carries a key derived from this command's, so a retry repeats it without a second change.
 */
export function setListing(catalog: CatalogCalls) {
  return defineCommand('SetListing', async ({ em, caller }, request: { productId: number; listed: boolean }): Promise<{ listed: boolean }> => {
    const store = await activeStoreOfCaller(em, caller);
    const { listed } = await catalog.setListing({ storeId: store.id, productId: request.productId, listed: request.listed });
    return { listed };
  });
}
