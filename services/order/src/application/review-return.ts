import { orderReasons, RETURN_REASON_MAX_LENGTH } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import { nextStatus } from '../domain/order-status.js';
import { publishReturnReviewed } from '../events/publish/order-return.js';
import { storeOrderOf } from './shared/store-order.js';

/** The store approves a return (the buyer is refunded when the goods are back) or refuses it with a reason (order.return.reviewed.v1). */
export const reviewReturn = defineCommand('ReviewReturn', async ({ em, now, caller }, request: { id: string; approve: boolean; reason: string }) => {
  const reason = request.reason.trim();
  if (!request.approve && reason === '') throw new AppError('INVALID_ARGUMENT', orderReasons.returnReasonRequired);
  if (reason.length > RETURN_REASON_MAX_LENGTH) throw new AppError('INVALID_ARGUMENT', orderReasons.returnReasonRequired, 'the reason is too long');
  const order = await storeOrderOf(em, caller, request.id, true);
  const next = nextStatus(order.status, request.approve ? 'approveReturn' : 'refuseReturn');
  if (!next) throw new AppError('FAILED_PRECONDITION', orderReasons.returnNotRequested);
  order.status = next;
  order.returnRefusedReason = request.approve ? '' : reason;
  order.returnDecidedAt = now;
  order.updatedAt = now;
  publishReturnReviewed(em, order, request.approve ? 'approved' : 'refused', now);
  return plainRecord(order);
});
