import type { ConfirmedEventHandler, Clock } from '@shop/service-kit';
import { enqueueNotices } from '../../application/shared/enqueue.js';
import type { Recipient, RecipientLookup } from '../../clients/identity.js';
import { noticesOf, type NoticeEvent } from '../../domain/event-notices.js';
import type { QuietHoursSettings } from '../../domain/quiet-hours.js';
import type { DueSignal } from '../../jobs/delivery-worker.js';

export interface NoticeDependencies {
  recipients: RecipientLookup;
  due: DueSignal;
  quietHours: QuietHoursSettings;
  clock: Clock;
}

/**
 * An event that tells someone something (`domain/event-notices.ts`): the recipients' accounts are
 * asked of identity first, no transaction open (unreachable: the event is retried), then the
 * notification-centre items and deliveries are written with the event's inbox row, once. These
 * events move no money here, so the event itself is not confirmed with its source: only the
 * publisher's Kafka user may write its topic.
 */
export function noticeHandler<T extends NoticeEvent>(type: T, deps: NoticeDependencies): ConfirmedEventHandler<T, ReadonlyMap<string, Recipient | undefined>> {
  return {
    async confirm(event) {
      const userIds = [...new Set(noticesOf(type, event.payload).map((notice) => notice.userId))];
      const accounts = await Promise.all(userIds.map(async (userId) => [userId, await deps.recipients(userId)] as const));
      return { confirmed: new Map(accounts) };
    },
    async apply(event, recipients, em, { afterCommit }) {
      const notices = noticesOf(type, event.payload);
      const added = await enqueueNotices(em, { eventId: event.id, notices, recipients, now: deps.clock(), quietHours: deps.quietHours });
      if (added > 0) afterCommit(async () => deps.due.notify());
    },
  };
}
