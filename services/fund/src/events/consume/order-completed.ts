import { postingReferences } from '@shop/contracts';
import { runWithin, type Clock, type EventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { post } from '../../application/post.js';

/**
 * Credits the store's owner the completed order's goods amount as `profit` under
 * profit:<orderId> (memo: the order number, as the store's orders show it), once: the profit
 * shown is these records less the goods cost paid.
 */
export function onOrderCompleted(clock: Clock): EventHandler<'order.order.completed.v1'> {
  return async (event, em, { afterCommit }) => {
    const { orderId, orderNo, storeOwnerId, goodsAmount } = event.payload;
    // An order of free goods leaves nothing to credit (a posting never moves zero).
    if (goodsAmount === 0) return;
    await runWithin(SERVICE_NAME, { em, now: clock(), afterCommit }, post, {
      operation: 'credit',
      userId: storeOwnerId,
      amount: goodsAmount,
      type: 'profit',
      reference: postingReferences.profit(orderId),
      memo: orderNo,
    });
  };
}
