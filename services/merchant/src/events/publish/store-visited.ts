import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';

/** A store's page opened by a viewer (a user id, or the BFF's anonymous key) on a Jakarta day: counted once per viewer and day by this service's own consumer. */
export function publishStoreVisited(em: EntityManager, storeId: string, viewer: string, day: string): void {
  recordEvent(em, 'merchant.store.visited.v1', storeId, { storeId, viewer, day });
}
