import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, type CallInfo, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import type { OrderRecord } from '../db/entities.js';
import { nextStatus } from '../domain/order-status.js';
import { lockedBuyerOrder } from './buyer-order.js';
import { cancelOrder } from './order-changes.js';
import { releaseCancelledStock } from './release-cancelled-stock.js';

const cancelUnpaidOrder = defineCommand('CancelMyOrder', async ({ em, now, caller }, request: { id: string }) => {
  const order = await lockedBuyerOrder(em, caller, request.id);
  if (order.status === 'cancelled') return plainRecord(order);
  if (!nextStatus(order.status, 'cancel')) throw new AppError('FAILED_PRECONDITION', orderReasons.orderNotCancellable);
  cancelOrder(order, now);
  return plainRecord(order);
});

/**
 * Cancels an unpaid order, then gives its stock back. When the catalog cannot take it back now
 * the call fails though the cancellation is kept: a retry (the same key) answers the cancelled
 * order and releases again, and the job releases it meanwhile anyway.
 */
export function cancelMyOrder(runner: UseCaseRunner, deps: Collaborators) {
  const release = releaseCancelledStock(deps);
  return async (request: { id: string }, call: CallInfo): Promise<OrderRecord> => {
    const order = await runner.command(cancelUnpaidOrder, request, call);
    await runner.command(release, { batch: 1, orderIds: [order.id] }, call);
    return order;
  };
}
