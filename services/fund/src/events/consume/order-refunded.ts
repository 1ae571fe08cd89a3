import { postingReferences } from '@shop/contracts';
import { runWithin, type Clock, type EventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { post } from '../../application/post.js';

/**
 * A paid order's money goes back (memo: the order number, as the order pages show it): the buyer is credited what they paid as
 * `prd_order_pay` under refund:<orderId>, and the store's owner the goods cost they paid, when
 * they did, as `mch_order_pay` under goods-cost-refund:<orderId> (which lowers their goods cost
 * paid, so their profit stays right). Each once, however often the event arrives.
 */
export function onOrderRefunded(clock: Clock): EventHandler<'order.order.refunded.v1'> {
  return async (event, em, { afterCommit }) => {
    const { orderId, orderNo, buyerId, amount, storeOwnerId, goodsCostRefund } = event.payload;
    const now = clock();
    const credit = (userId: string, credited: number, type: 'prd_order_pay' | 'mch_order_pay', reference: string) =>
      runWithin(SERVICE_NAME, { em, now, afterCommit }, post, { operation: 'credit', userId, amount: credited, type, reference, memo: orderNo });
    await credit(buyerId, amount, 'prd_order_pay', postingReferences.refund(orderId));
    if (goodsCostRefund === 0) return;
    await credit(storeOwnerId, goodsCostRefund, 'mch_order_pay', postingReferences.goodsCostRefund(orderId));
  };
}
