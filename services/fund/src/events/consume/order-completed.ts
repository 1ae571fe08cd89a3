import { postingReferences } from '@shop/contracts';
import { runWithin, type Clock, type ConfirmedEventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { post } from '../../application/post.js';
import type { OrderCalls } from '../../clients/order.js';
import { orderCompletedProblem, type SourceOrder } from '../../domain/source-confirmation.js';
import { askOrder } from './order-source.js';

/**
 * Credits the store's owner the completed order's goods amount as `profit` under
 * profit:<orderId> (memo: the order number, as the store's orders show it), once: the profit
 * shown is these records less the goods cost paid.
 *
 * The event alone moves nothing: order is asked for the order first (no transaction open), and
 * one it does not have, that has not completed, or whose number, store owner or goods amount
 * differ from the event's is refused (logged, skipped). The credit is made of order's answer.
 */
export function onOrderCompleted(order: Pick<OrderCalls, 'getOrderForLedger'>, clock: Clock): ConfirmedEventHandler<'order.order.completed.v1', SourceOrder> {
  return {
    async confirm(event) {
      const source = await askOrder(order, event.payload.orderId);
      const problem = orderCompletedProblem(event.payload, source);
      return problem ? { refused: problem } : { confirmed: source! };
    },
    async apply(_event, { orderId, orderNo, storeOwnerId, goodsAmount }, em, { afterCommit }) {
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
    },
  };
}
