import type { EventHandler } from '@shop/service-kit';
import { addVisit } from '../../db/store-repository.js';

/** Counts a visit once per viewer and day (the visit row decides), then rescores the store. */
export const onStoreVisited: EventHandler<'merchant.store.visited.v1'> = async (event, em) => {
  const { storeId, viewer, day } = event.payload;
  await addVisit(em, { storeId: Number(storeId), viewer, day });
};
