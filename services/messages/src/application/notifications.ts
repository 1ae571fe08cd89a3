import { messagesReasons } from '@shop/contracts';
import { AppError, decodeCursor, defineCommand, defineQuery, encodeCursor, pageLimit, type Caller } from '@shop/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification, type NotificationRecord } from '../db/entities.js';

const PAGE = { fallback: 20, max: 50 };
const MAX_MARKED = 100;

/** The user the call acts for, as its verified assertion names (the access table requires one). */
export function signedInUser(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a user');
  return caller.userId;
}

const countUnread = (em: EntityManager, userId: string) => em.count(Notification, { userId, readAt: null });

/** The caller's notification centre, newest first, a keyset page at a time, with the unread count. */
export const listMyNotifications = defineQuery(
  'ListMyNotifications',
  async ({ em, caller }, request: { pageSize: number; cursor: string }): Promise<{ items: NotificationRecord[]; nextCursor: string; unread: number }> => {
    const userId = signedInUser(caller);
    const limit = pageLimit(request.pageSize, PAGE);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'number', 'number');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const rows = await em.find(Notification, { userId, ...(after ? { id: { $lt: after.id } } : {}) }, { orderBy: { id: 'desc' }, limit: limit + 1 });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.id, last.id) : '', unread: await countUnread(em, userId) };
  },
);

/** The caller's unread notifications: the bell's count. */
export const countMyUnread = defineQuery('CountMyUnread', async ({ em, caller }): Promise<number> => countUnread(em, signedInUser(caller)));

/** Marks the caller's listed notifications (or all) read; marking one read again changes nothing. Answers the unread count. */
export const markMyNotificationsRead = defineCommand(
  'MarkMyNotificationsRead',
  async ({ em, now, caller }, request: { ids: number[]; all: boolean }): Promise<number> => {
    const userId = signedInUser(caller);
    if (request.ids.length > MAX_MARKED) throw new AppError('INVALID_ARGUMENT', messagesReasons.tooManyNotifications, `at most ${MAX_MARKED} at once`);
    if (request.all || request.ids.length > 0) {
      await em.nativeUpdate(Notification, { userId, readAt: null, ...(request.all ? {} : { id: { $in: request.ids } }) }, { readAt: now });
    }
    return countUnread(em, userId);
  },
);
