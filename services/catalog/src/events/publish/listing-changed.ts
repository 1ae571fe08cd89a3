import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';

/** A store's listing changed (keyed by store, so one store's changes stay in order), with the store's product count and version after it. */
export function publishListingChanged(em: EntityManager, change: { storeId: number; productId: number; listed: boolean }, state: { productCount: number; version: number }): void {
  recordEvent(em, 'catalog.listing.changed.v1', String(change.storeId), {
    storeId: String(change.storeId),
    productId: String(change.productId),
    listed: change.listed,
    storeProductCount: state.productCount,
    version: state.version,
  });
}
