import { messagesReasons } from '@shop/contracts';
import { AppError, decodeCursor, defineCommand, defineQuery, encodeCursor, pageLimit, recordAudit } from '@shop/service-kit';
import { Delivery, type DeliveryRecord } from '../db/entities.js';
import { isDeliveryStatus, withAttempt } from '../domain/delivery-status.js';
import { classOf } from '../domain/kinds.js';
import { signedInUser } from './notifications.js';

const PAGE = { fallback: 20, max: 100 };

/** Operator: deliveries, newest first, to one recipient (an address or a user id) and in one status when given. */
export const listDeliveries = defineQuery(
  'ListDeliveries',
  async ({ em }, request: { recipient: string; status: string; pageSize: number; cursor: string }): Promise<{ items: DeliveryRecord[]; nextCursor: string }> => {
    const limit = pageLimit(request.pageSize, PAGE);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    if (request.status !== '' && !isDeliveryStatus(request.status)) throw new AppError('INVALID_ARGUMENT', messagesReasons.invalidDeliveryStatus);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'number');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const recipient = request.recipient.trim().toLowerCase();
    const rows = await em.find(
      Delivery,
      {
        ...(recipient === '' ? {} : /^[0-9a-f-]{36}$/.test(recipient) ? { userId: recipient } : { recipient }),
        ...(request.status === '' ? {} : { status: request.status }),
        ...(after ? { $or: [{ createdAt: { $lt: after.value } }, { createdAt: after.value, id: { $lt: after.id } }] } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 },
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : '' };
  },
);

/**
 * Operator: a failed or dead-lettered delivery goes again now, its tries counted afresh, audited.
 * Not a code: a code is the person's to ask for again.
 */
export function retryDelivery(wake: () => void) {
  return defineCommand('RetryDelivery', async ({ em, now, caller, afterCommit }, request: { deliveryId: number }): Promise<DeliveryRecord> => {
    const operatorId = signedInUser(caller);
    const delivery = await em.findOne(Delivery, { id: request.deliveryId });
    if (!delivery) throw new AppError('NOT_FOUND', messagesReasons.deliveryNotFound);
    if ((delivery.status !== 'failed' && delivery.status !== 'dead') || classOf(delivery.kind) === 'code') throw new AppError('FAILED_PRECONDITION', messagesReasons.deliveryNotRetryable);
    Object.assign(delivery, { status: 'pending', tries: 0, nextTryAt: now, updatedAt: now, attempts: withAttempt(delivery.attempts, { at: now.toISOString(), outcome: 'requeued' }) });
    recordAudit(em, { actorId: operatorId, action: 'delivery.retried', subject: `delivery:${delivery.id}`, reason: delivery.lastError ?? '' }, now);
    afterCommit(async () => wake());
    return { ...delivery };
  });
}
