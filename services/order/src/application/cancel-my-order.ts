import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import { nextStatus } from '../domain/order-status.js';
import { lockedBuyerOrder } from './shared/buyer-order.js';
import { cancelOrder } from './shared/order-changes.js';
import type { StartStockRelease } from './workflows/index.js';

/** The buyer cancels an unpaid order; its stock goes back once the cancellation is committed. */
export function cancelMyOrder(startStockRelease: StartStockRelease) {
  return defineCommand('CancelMyOrder', async (context, request: { id: string }) => {
    const order = await lockedBuyerOrder(context.em, context.caller, request.id);
    if (order.status === 'cancelled') return plainRecord(order);
    if (!nextStatus(order.status, 'cancel')) throw new AppError('FAILED_PRECONDITION', orderReasons.orderNotCancellable);
    cancelOrder(order, context.now);
    await startStockRelease(context, order.id);
    return plainRecord(order);
  });
}
