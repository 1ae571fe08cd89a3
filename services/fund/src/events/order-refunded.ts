import type { Clock, EventHandler } from '@shop/service-kit';
import { postJournal } from '../db/ledger-repository.js';

/**
 * A paid order's money goes back (memo: the order number, as the order pages show it): the buyer is credited what they paid as
 * `prd_order_pay` under refund:<orderId>, and the store's owner the goods cost they paid, when
 * they did, as `mch_order_pay` under goods-cost-refund:<orderId> (which lowers their goods cost
 * paid, so their profit stays right). Each once, however often the event arrives.
 */
export function onOrderRefunded(clock: Clock): EventHandler<'order.order.refunded.v1'> {
  return async (event, em) => {
    const { orderId, orderNo, buyerId, amount, storeOwnerId, goodsCostRefund } = event.payload;
    const now = clock();
    await postJournal(
      em,
      { reference: `refund:${orderId}`, operation: 'credit', recordType: 'prd_order_pay', userId: buyerId, amount, memo: orderNo, holdId: null },
      { operation: 'credit', type: 'prd_order_pay', amount },
      now,
    );
    if (goodsCostRefund === 0) return;
    await postJournal(
      em,
      { reference: `goods-cost-refund:${orderId}`, operation: 'credit', recordType: 'mch_order_pay', userId: storeOwnerId, amount: goodsCostRefund, memo: orderNo, holdId: null },
      { operation: 'credit', type: 'mch_order_pay', amount: goodsCostRefund },
      now,
    );
  };
}
