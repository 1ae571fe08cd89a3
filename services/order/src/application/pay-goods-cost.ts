import { fundReasons, orderReasons } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { payGoodsCostOf } from './shared/goods-cost.js';
import { storeOrderOf } from './shared/store-order.js';

/** The merchant pays an order's goods cost from their balance; the platform ships once it is paid. */
export function payGoodsCost(deps: Collaborators) {
  return defineCommand('PayGoodsCost', async ({ em, now, caller }, request: { id: string }) => {
    const order = await storeOrderOf(em, caller, request.id, true);
    if (order.goodsCostStatus !== 'awaiting') {
      if (order.goodsCostStatus === 'paid' || order.goodsCostStatus === 'completed') return plainRecord(order);
      throw new AppError('FAILED_PRECONDITION', orderReasons.goodsCostNotDue);
    }
    if (!(await payGoodsCostOf(deps.fund, order, now))) throw new AppError('FAILED_PRECONDITION', fundReasons.insufficientBalance);
    return plainRecord(order);
  });
}
