import type { Clock, EventHandler } from '@shop/service-kit';
import { postJournal } from '../db/ledger-repository.js';

/**
 * Credits the store's owner the completed order's goods amount as `profit` under
 * profit:<orderId> (memo: the order number, as the store's orders show it), once: the profit
 * shown is these records less the goods cost paid.
 */
export function onOrderCompleted(clock: Clock): EventHandler<'order.order.completed.v1'> {
  return async (event, em) => {
    const { orderId, orderNo, storeOwnerId, goodsAmount } = event.payload;
    // An order of free goods leaves nothing to credit (a posting never moves zero).
    if (goodsAmount === 0) return;
    await postJournal(
      em,
      { reference: `profit:${orderId}`, operation: 'credit', recordType: 'profit', userId: storeOwnerId, amount: goodsAmount, memo: orderNo, holdId: null },
      { operation: 'credit', type: 'profit', amount: goodsAmount },
      clock(),
    );
  };
}
