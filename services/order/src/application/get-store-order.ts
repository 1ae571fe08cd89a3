import { defineQuery } from '@shop/service-kit';
import { storeOrderOf } from './shared/store-order.js';

/** One order of the caller's store. */
export const getStoreOrder = defineQuery('GetStoreOrder', ({ em, caller }, request: { id: string }) => storeOrderOf(em, caller, request.id));
