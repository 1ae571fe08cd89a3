import type { EventHandler } from '@shop/service-kit';
import { applyCatalogCount } from '../../db/store-repository.js';

/** Keeps the catalog's count of the store's listed products, from the newest listing version seen. */
export const onListingChanged: EventHandler<'catalog.listing.changed.v1'> = async (event, em) => {
  const { storeId, storeProductCount, version } = event.payload;
  await applyCatalogCount(em, 'products', { storeId: Number(storeId), count: storeProductCount, version });
};
