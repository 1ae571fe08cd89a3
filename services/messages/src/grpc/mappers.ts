import type { messagesV1 } from '@shop/contracts';
import type { DeliveryRecord, NotificationRecord } from '../db/entities.js';
import { classOf } from '../domain/kinds.js';
import { renderMessage } from '../domain/templates.js';

/** What stands for a code wherever people other than its recipient look. */
const HIDDEN_CODE = '••••••';

export function toProtoNotification(notification: NotificationRecord): messagesV1.Notification {
  const { id, kind, title, body, link } = notification;
  return { id, kind, title, body, link, read: notification.readAt !== null, createdAt: notification.createdAt.toISOString() };
}

/** A delivery as operators see it: its texts rendered again from its parameters, a code hidden. */
export function toProtoDelivery(delivery: DeliveryRecord): messagesV1.Delivery {
  const params = classOf(delivery.kind) === 'code' ? { ...delivery.params, code: HIDDEN_CODE } : delivery.params;
  const rendered = renderMessage(delivery.kind, delivery.language, params as never);
  return {
    id: delivery.id,
    kind: delivery.kind,
    recipient: delivery.recipient,
    channel: delivery.channel,
    language: delivery.language,
    status: delivery.status,
    tries: delivery.tries,
    createdAt: delivery.createdAt.toISOString(),
    nextTryAt: delivery.status === 'pending' && delivery.nextTryAt ? delivery.nextTryAt.toISOString() : '',
    subject: rendered.subject,
    text: delivery.channel === 'email' ? rendered.body : rendered.short,
    attempts: delivery.attempts.map((attempt) => ({ at: attempt.at, outcome: attempt.outcome, providerId: attempt.providerId ?? '', error: attempt.error ?? '' })),
    lastError: delivery.lastError ?? '',
  };
}
