import { isMessageLanguage, isNotificationChannel, isNotificationClass, type messagesV1, type NotificationOptOut } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { shopperProcedure } from '../trpc.js';
import { markNotificationsReadInput, updateNotificationPreferencesInput } from '../validation.js';
import { shopperListPage } from './collection.js';

/** One item of the notification centre, as the pages show it. */
function notification(item: messagesV1.Notification) {
  return { id: item.id, kind: item.kind, title: item.title, body: item.body, link: item.link, read: item.read, createdAt: new Date(item.createdAt) };
}

/**
 * The opt-outs the pages have toggles for: a class or channel this API does not know (yet) is
 * left out, so the answer never holds a value a released page has no label for.
 */
function preferences({ language, optOuts }: { language: string; optOuts: readonly messagesV1.OptOut[] }) {
  return {
    language: isMessageLanguage(language) ? language : ('ind' as const),
    optOuts: optOuts.flatMap((optOut): NotificationOptOut[] =>
      isNotificationClass(optOut.class) && isNotificationChannel(optOut.channel) ? [{ class: optOut.class, channel: optOut.channel }] : [],
    ),
  };
}

/**
 * The signed-in user's notification centre (messages service): news of their orders, money and
 * account, newest first, the bell's unread count, and which news reaches them by which channel in
 * which language. The messages service acts for the user the call is asserted for.
 */
export const notificationRouter = {
  /** Newest first, a keyset page at a time, with the unread count. */
  list: shopperProcedure.input(shopperListPage).query(async ({ ctx, input }) => {
    const page = await ctx.clients.messages.call.listMyNotifications({ cursor: input.cursor, pageSize: input.limit });
    return { items: page.notifications.map(notification), nextCursor: page.nextCursor, unread: page.unread };
  }),

  /** The bell's count. */
  unreadCount: shopperProcedure.query(async ({ ctx }) => {
    const { unread } = await ctx.clients.messages.call.countMyUnread({});
    return { unread };
  }),

  /** Marks the given notifications (at most 100) or all of them read; answers what is still unread. */
  markRead: shopperProcedure.input(markNotificationsReadInput).mutation(async ({ ctx, input }) => {
    const { unread } = await ctx.clients.messages.call.markMyNotificationsRead('all' in input ? { ids: [], all: true } : { ids: input.ids, all: false });
    return { unread };
  }),

  /** The language messages are written in and the opt-outs, per class and channel. */
  preferences: shopperProcedure.query(async ({ ctx }) => preferences(await ctx.clients.messages.call.getMyPreferences({}))),

  /**
   * Changes the language, the opt-outs (the whole set, replacing the previous one), or both; what
   * is left out stays as it was. Answers the preferences as they are now.
   */
  updatePreferences: shopperProcedure.input(updateNotificationPreferencesInput).mutation(async ({ ctx, input }) =>
    preferences(
      await ctx.clients.messages.call.updateMyPreferences({
        language: input.language ?? '',
        optOuts: input.optOuts ?? [],
        replaceOptOuts: input.optOuts !== undefined,
      }),
    ),
  ),
} satisfies TRPCRouterRecord;
