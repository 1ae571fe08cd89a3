import type { EntityManager } from '@mikro-orm/postgresql';
import type { Recipient } from '../../clients/identity.js';
import { Delivery, Notification, type DeliveryRecord, type NotificationRecord } from '../../db/entities.js';
import { preferencesOf } from '../../db/preference-repository.js';
import { chooseChannels } from '../../domain/channels.js';
import { deliveryKey } from '../../domain/delivery-key.js';
import type { Notice } from '../../domain/event-notices.js';
import { classOf } from '../../domain/kinds.js';
import { deliverAt, type QuietHoursSettings } from '../../domain/quiet-hours.js';
import { renderMessage } from '../../domain/templates.js';

/**
 * What an event tells, written once: a notification-centre item and a pending delivery per other
 * channel the recipient can be reached on and has not opted out of, in their language, due at once
 * or when quiet hours end. Keys make a redelivered event write nothing. A user identity does not
 * know (`recipients` answers undefined) still gets the notification-centre item. Answers how many
 * deliveries it added (the worker's cue).
 */
export async function enqueueNotices(
  em: EntityManager,
  input: { eventId: string; notices: readonly Notice[]; recipients: ReadonlyMap<string, Recipient | undefined>; now: Date; quietHours: QuietHoursSettings },
): Promise<number> {
  const { eventId, notices, recipients, now } = input;
  const preferences = await preferencesOf(
    em,
    notices.map((notice) => notice.userId),
  );
  const notifications: Omit<NotificationRecord, 'id'>[] = [];
  const deliveries: Omit<DeliveryRecord, 'id'>[] = [];
  for (const notice of notices) {
    const { language, optOuts } = preferences.get(notice.userId)!;
    const recipient = recipients.get(notice.userId);
    const targets = recipient ? chooseChannels(notice.kind, recipient.accountKind, optOuts) : chooseChannels(notice.kind, 'email', optOuts).filter((channel) => channel === 'in_app');
    const key = (channel: Parameters<typeof deliveryKey>[2]) => deliveryKey({ eventId }, notice.userId, channel);
    for (const channel of targets) {
      if (channel === 'in_app') {
        const rendered = renderMessage(notice.kind, language, notice.params);
        notifications.push({ deliveryKey: key(channel), userId: notice.userId, kind: notice.kind, title: rendered.title, body: rendered.body, link: notice.link, readAt: null, createdAt: now });
      } else {
        deliveries.push({
          deliveryKey: key(channel),
          kind: notice.kind,
          userId: notice.userId,
          recipient: recipient!.account,
          channel,
          language,
          params: { ...notice.params },
          status: 'pending',
          tries: 0,
          nextTryAt: deliverAt(now, classOf(notice.kind), input.quietHours),
          leaseUntil: null,
          providerId: null,
          lastError: null,
          attempts: [],
          codeRequestId: null,
          codeExpiresAt: null,
          createdAt: now,
          sentAt: null,
          updatedAt: now,
        });
      }
    }
  }
  if (notifications.length > 0) await em.createQueryBuilder(Notification).insert(notifications).onConflict('deliveryKey').ignore().execute('run');
  if (deliveries.length === 0) return 0;
  const added = await em.createQueryBuilder(Delivery).insert(deliveries).onConflict('deliveryKey').ignore().execute('run');
  return added.affectedRows;
}
