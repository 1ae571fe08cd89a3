import { merchantReasons, merchantV1 } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';

export interface StoreView {
  id: number;
  name: string;
  ownerId: string;
  autoPay: boolean;
}

/**
 * The active stores among these ids, one GetStore per distinct store (merchant has no batch read);
 * a suspended or unknown store is missing from the answer.
 */
export async function activeStores(merchant: Collaborators['merchant'], storeIds: readonly number[]): Promise<Map<number, StoreView>> {
  const stores = await Promise.all(
    [...new Set(storeIds)].map(async (id) => {
      try {
        const { store } = await merchant.getStore({ id });
        if (!store || store.status !== merchantV1.StoreStatus.STORE_STATUS_ACTIVE) return undefined;
        return { id, name: store.name, ownerId: store.ownerId, autoPay: store.autoPay };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    }),
  );
  return new Map(stores.filter((store) => store !== undefined).map((store) => [store.id, store]));
}

/** Store order methods are a merchant's: a caller without a store is told so (not_a_merchant), not shown an empty store. */
export async function assertMerchant(merchant: Collaborators['merchant']): Promise<void> {
  try {
    await merchant.getMyStore({});
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('FAILED_PRECONDITION', merchantReasons.notAMerchant);
    throw error;
  }
}
