import { messagesV1 } from '@shop/contracts';
import { bindService, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { countMyUnread, listMyNotifications, markMyNotificationsRead } from '../application/notifications.js';
import { listDeliveries, retryDelivery } from '../application/operator-deliveries.js';
import { getMyPreferences, updateMyPreferences } from '../application/preferences.js';
import { sendCode } from '../application/send-code.js';
import type { Preferences } from '../db/preference-repository.js';
import type { DueSignal } from '../jobs/delivery-worker.js';
import { messagesAccess } from './access.js';
import { toProtoDelivery, toProtoNotification } from './mappers.js';

const toProtoPreferences = (preferences: Preferences): messagesV1.GetMyPreferencesResponse => ({ language: preferences.language, optOuts: preferences.optOuts });

export function messagesGrpcService(useCases: UseCaseRunner, due: DueSignal): GrpcServiceBinding {
  const handle = serve(useCases);
  const wake = () => due.notify();
  return bindService(
    messagesV1.MessagesServiceService,
    {
      sendCode: handle(sendCode(wake), (queued) => queued),
      listMyNotifications: handle(listMyNotifications, (page) => ({ notifications: page.items.map(toProtoNotification), nextCursor: page.nextCursor, unread: page.unread })),
      countMyUnread: handle(countMyUnread, (unread) => ({ unread })),
      markMyNotificationsRead: handle(markMyNotificationsRead, (unread) => ({ unread })),
      getMyPreferences: handle(getMyPreferences, toProtoPreferences),
      updateMyPreferences: handle(updateMyPreferences, toProtoPreferences),
      listDeliveries: handle(listDeliveries, (page) => ({ deliveries: page.items.map(toProtoDelivery), nextCursor: page.nextCursor })),
      retryDelivery: handle(retryDelivery(wake), (delivery) => ({ delivery: toProtoDelivery(delivery) })),
    },
    messagesAccess,
  );
}
