import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';

export interface CollectionChange {
  userId: string;
  productId: number;
  /** The store the collection counts for, null for none. */
  storeId: number | null;
  /** The store's collection state after the change; none without a store. */
  storeState: { version: number; collectionCount: number } | undefined;
}

/**
 * Publishes a collection change (keyed by product) in the change's transaction. The store's count
 * and version after the change let the merchant service keep the newest count whatever the order
 * of arrival; without a store both are 0.
 */
export function publishCollectionChanged(em: EntityManager, type: 'catalog.product.collected.v1' | 'catalog.product.uncollected.v1', change: CollectionChange): void {
  recordEvent(em, type, String(change.productId), {
    userId: change.userId,
    productId: String(change.productId),
    storeId: change.storeId === null ? null : String(change.storeId),
    storeCollectionCount: change.storeState?.collectionCount ?? 0,
    version: change.storeState?.version ?? 0,
  });
}
