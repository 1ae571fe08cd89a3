import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { StoreRecord } from '../../db/entities.js';

/** Publishes the store as it now is; callers raise `version` by one with each change first. */
export function publishStoreChanged(em: EntityManager, store: StoreRecord): void {
  recordEvent(em, 'merchant.store.changed.v1', String(store.id), {
    storeId: String(store.id),
    ownerId: store.ownerId,
    name: store.name,
    status: store.status,
    version: store.version,
  });
}
