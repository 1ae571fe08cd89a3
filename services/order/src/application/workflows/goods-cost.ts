import { defineWorkflow, localStep, remoteStep } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';
import { CustomerOrder, type OrderRecord } from '../../db/entities.js';
import { publishGoodsCostDue } from '../../events/publish/goods-cost-due.js';
import { debitGoodsCost } from '../shared/goods-cost.js';
import { activeStores } from '../shared/stores.js';

type DueOrder = Pick<OrderRecord, 'id' | 'orderNo' | 'storeId' | 'storeOwnerId' | 'goodsCost'>;

interface GoodsCostRun {
  order: DueOrder;
  autoPay?: boolean;
  paid?: boolean;
  /** The owner's available balance, read when the goods cost was not paid. */
  available?: number;
}

/**
 * A paid order's goods cost, once it is due, top to bottom:
 *
 * 1. ask whether the store pays goods costs automatically (autoPay);
 * 2. if so, debit the store owner (reference `goods-cost:<orderId>`: one debit ever, however often
 *    asked, whoever asks; a short balance is no debit);
 * 3. record it: paid (the platform ships it), or tried, left for the merchant to pay by hand;
 * 4. when not paid, read the owner's available balance at fund;
 * 5. when it is below the goods cost (and the goods cost still awaits), tell the owner
 *    (order.goodscost.due.v1): a local step, so once per order however often the run resumes.
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
      // Steps 4 and 5 come after the others, so a run stopped by the previous release goes on where it was.
      {
        ...remoteStep<GoodsCostRun>('read the balance', async ({ order }) => ({ available: Number((await deps.fund.getAvailableBalance({ userId: order.storeOwnerId })).available) })),
        when: ({ paid }) => paid !== true,
      },
      {
        ...localStep<GoodsCostRun>('tell the owner', async ({ em, now }, { order, available = 0 }) => {
          // Not when the merchant paid by hand meanwhile.
          const awaiting = await em.count(CustomerOrder, { id: order.id, goodsCostStatus: 'awaiting' });
          if (awaiting > 0) publishGoodsCostDue(em, order, available, now);
        }),
        when: ({ paid, available, order }) => paid !== true && available !== undefined && available < order.goodsCost,
      },
    ],
    finish: (run) => run.paid === true,
  });
}
