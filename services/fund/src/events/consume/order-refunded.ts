import { postingReferences } from '@shop/contracts';
import { runWithin, type Clock, type ConfirmedEventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { goodsCostPaidBy } from '../../application/shared/goods-cost.js';
import { post } from '../../application/post.js';
import type { OrderCalls } from '../../clients/order.js';
import { orderRefundedProblem, type SourceOrder } from '../../domain/source-confirmation.js';
import { askOrder } from './order-source.js';

/**
 * A paid order's money goes back (memo: the order number, as the order pages show it): the buyer
 * is credited what they paid as `prd_order_pay` under refund:<orderId>, and the store's owner the
 * goods cost they paid, when they did, as `mch_order_pay` under goods-cost-refund:<orderId>
 * (which lowers their goods cost paid, so their profit stays right). Each once, however often the
 * event arrives.
 *
 * The event alone moves nothing: order is asked for the order first (no transaction open), and
 * one it does not have, whose money has not gone back (its refunded instant unset), or whose
 * number, buyer, store owner or amount differ from the event's is refused (logged, skipped). The
 * buyer's credit is order's answer (the order's total); the goods cost given back is what this
 * ledger debited from the store owner under goods-cost:<orderId>, never the event's figure.
 */
export function onOrderRefunded(order: Pick<OrderCalls, 'getOrderForLedger'>, clock: Clock): ConfirmedEventHandler<'order.order.refunded.v1', SourceOrder> {
  return {
    async confirm(event) {
      const source = await askOrder(order, event.payload.orderId);
      const problem = orderRefundedProblem(event.payload, source);
      return problem ? { refused: problem } : { confirmed: source! };
    },
    async apply(_event, { orderId, orderNo, buyerId, total, storeOwnerId }, em, { afterCommit }) {
      const now = clock();
      const credit = (userId: string, credited: number, type: 'prd_order_pay' | 'mch_order_pay', reference: string) =>
        runWithin(SERVICE_NAME, { em, now, afterCommit }, post, { operation: 'credit', userId, amount: credited, type, reference, memo: orderNo });
      await credit(buyerId, total, 'prd_order_pay', postingReferences.refund(orderId));
      const goodsCost = await goodsCostPaidBy(em, orderId, storeOwnerId);
      if (goodsCost === 0) return;
      await credit(storeOwnerId, goodsCost, 'mch_order_pay', postingReferences.goodsCostRefund(orderId));
    },
  };
}
