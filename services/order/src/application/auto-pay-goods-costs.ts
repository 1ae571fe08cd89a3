import { defineCommand } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { claimOrders } from '../db/order-repository.js';
import { payGoodsCostOf } from './goods-cost.js';
import { activeStores } from './stores.js';

/**
 * Job step: paid orders whose goods cost is awaiting and not yet tried are paid from the store
 * owner's balance when the store has autoPay on; a short balance leaves it awaiting for the merchant.
 */
export function autoPayGoodsCosts(deps: Collaborators) {
  return defineCommand(
    'AutoPayGoodsCosts',
    async ({ em, now }, request: { batch: number }): Promise<number> => {
      const orders = await claimOrders(em, { goodsCostStatus: 'awaiting', goodsCostTriedAt: null }, request.batch);
      const stores = await activeStores(deps.merchant, orders.map((order) => order.storeId));
      for (const order of orders) {
        order.goodsCostTriedAt = now;
        if (stores.get(order.storeId)?.autoPay) await payGoodsCostOf(deps.fund, order, now);
      }
      return orders.length;
    },
    { withoutKeyBecause: 'a job step; each debit has its own reference' },
  );
}
