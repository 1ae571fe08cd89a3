import { defineWorkflow, localStep, remoteStep } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';
import { CustomerOrder, type OrderRecord } from '../../db/entities.js';
import { debitGoodsCost } from '../shared/goods-cost.js';
import { activeStores } from '../shared/stores.js';

type DueOrder = Pick<OrderRecord, 'id' | 'orderNo' | 'storeId' | 'storeOwnerId' | 'goodsCost'>;

interface GoodsCostRun {
  order: DueOrder;
  autoPay?: boolean;
  paid?: boolean;
}

/**
 * A paid order's goods cost, once it is due, top to bottom:
 *
 * 1. ask whether the store pays goods costs automatically (autoPay);
 * 2. if so, debit the store owner (reference `goods-cost:<orderId>`: one debit ever, however often
 *    asked, whoever asks; a short balance is no debit);
 * 3. record it: paid (the platform ships it), or tried, left for the merchant to pay by hand.
 *
 * Started with the payment, keyed by the order; the resumer finishes it after a crash or an outage.
 */
export function goodsCostWorkflow(deps: Collaborators) {
  return defineWorkflow('GoodsCost', {
    begin: (order: DueOrder): GoodsCostRun => ({ order }),
    steps: [
      remoteStep<GoodsCostRun>('ask the store', async ({ order }) => ({ autoPay: (await activeStores(deps.merchant, [order.storeId])).get(order.storeId)?.autoPay ?? false })),
      remoteStep<GoodsCostRun>('debit the owner', async ({ order, autoPay }) => ({ paid: autoPay === true && (await debitGoodsCost(deps.fund, order)) })),
      localStep<GoodsCostRun>('record', async ({ em, now }, { order, paid }) => {
        // Only while awaiting: a merchant who paid by hand meanwhile has it paid already.
        await em.nativeUpdate(CustomerOrder, { id: order.id, goodsCostStatus: 'awaiting' }, paid ? { goodsCostStatus: 'paid', updatedAt: now } : { goodsCostTriedAt: now });
      }),
    ],
    finish: (run) => run.paid === true,
  });
}
