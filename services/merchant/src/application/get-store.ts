import { merchantReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import type { StoreRecord } from '../db/entities.js';
import { findActiveStore } from '../db/store-repository.js';
import { assertStoreId } from './shared/callers.js';

/** A store as the public sees it: a suspended one does not exist for them. */
export const getStore = defineQuery('GetStore', async ({ em }, request: { id: number }): Promise<StoreRecord> => {
  assertStoreId(request.id);
  const store = await findActiveStore(em, request.id);
  if (!store) throw new AppError('NOT_FOUND', merchantReasons.storeNotFound);
  return store;
});
