import type { orderV1 } from '@shop/contracts';
import { askSource } from '@shop/service-kit';
import type { OrderCalls } from '../../clients/order.js';
import type { SourceOrder } from '../../domain/source-confirmation.js';

/** The order an event names as the order service has it, or undefined when it has none. */
export async function askOrder(order: Pick<OrderCalls, 'getOrderForLedger'>, orderId: string): Promise<SourceOrder | undefined> {
  const answer = await askSource(() => order.getOrderForLedger({ id: orderId }));
  return answer?.order && sourceOrder(answer.order);
}

function sourceOrder(order: orderV1.LedgerOrder): SourceOrder {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    storeOwnerId: order.storeOwnerId,
    goodsAmount: order.goodsAmount,
    total: order.total,
    completed: order.completedAt !== '',
    refunded: order.refundedAt !== '',
  };
}
