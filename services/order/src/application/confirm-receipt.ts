import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import { nextStatus } from '../domain/order-status.js';
import { publishOrderDelivered } from '../events/publish/order-delivery.js';
import { lockedBuyerOrder } from './shared/buyer-order.js';

/** The shopper received the goods: pending_receipt → pending_review (the return window opens; order.order.delivered.v1). */
export const confirmReceipt = defineCommand('ConfirmReceipt', async ({ em, now, caller }, request: { id: string }) => {
  const order = await lockedBuyerOrder(em, caller, request.id);
  const next = nextStatus(order.status, 'confirmReceipt');
  if (!next) throw new AppError('FAILED_PRECONDITION', orderReasons.orderNotShipped);
  order.status = next;
  order.receivedAt = now;
  order.updatedAt = now;
  publishOrderDelivered(em, order, now);
  return plainRecord(order);
});
