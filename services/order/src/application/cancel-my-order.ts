import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { nextStatus } from '../domain/order-status.js';
import { lockedBuyerOrder } from './buyer-order.js';
import { cancelOrder } from './order-changes.js';

/** Cancels an unpaid order and gives its stock back. */
export function cancelMyOrder(deps: Collaborators) {
  return defineCommand('CancelMyOrder', async ({ em, now, caller }, request: { id: string }) => {
    const order = await lockedBuyerOrder(em, caller, request.id);
    if (order.status === 'cancelled') return plainRecord(order);
    if (!nextStatus(order.status, 'cancel')) throw new AppError('FAILED_PRECONDITION', orderReasons.orderNotCancellable);
    await cancelOrder(deps, order, now);
    return plainRecord(order);
  });
}
