import { orderReasons, RETURN_REASON_MAX_LENGTH } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import { nextStatus } from '../domain/order-status.js';
import { withinReturnWindow } from '../domain/return-window.js';
import { publishReturnRequested } from '../events/publish/order-return.js';
import { lockedBuyerOrder } from './shared/buyer-order.js';

/** Asks the store to take the goods back, within the return window after receipt, with a reason (order.return.requested.v1). */
export function requestReturn(returnWindowMs: number) {
  return defineCommand('RequestReturn', async ({ em, now, caller }, request: { id: string; reason: string }) => {
    const reason = request.reason.trim();
    if (reason === '') throw new AppError('INVALID_ARGUMENT', orderReasons.returnReasonRequired);
    if (reason.length > RETURN_REASON_MAX_LENGTH) throw new AppError('INVALID_ARGUMENT', orderReasons.returnReasonRequired, 'the reason is too long');
    const order = await lockedBuyerOrder(em, caller, request.id);
    const next = nextStatus(order.status, 'requestReturn');
    if (!next || !order.receivedAt) throw new AppError('FAILED_PRECONDITION', orderReasons.returnNotAllowed);
    if (!withinReturnWindow(order.receivedAt, now, returnWindowMs)) throw new AppError('FAILED_PRECONDITION', orderReasons.returnWindowClosed);
    order.status = next;
    order.returnReason = reason;
    order.returnRequestedAt = now;
    order.returnRefusedReason = '';
    order.returnDecidedAt = null;
    order.updatedAt = now;
    publishReturnRequested(em, order, now);
    return plainRecord(order);
  });
}
