import { defineQuery } from '@shop/service-kit';
import type { StoreRecord } from '../db/entities.js';
import { storeOfCaller } from './shared/callers.js';

/** The caller's store with its statistics, whatever its status; not_a_merchant when none. */
export const getMyStore = defineQuery('GetMyStore', async ({ em, caller }, _request: object): Promise<StoreRecord> => storeOfCaller(em, caller));
