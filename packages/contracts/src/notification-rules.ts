/**
 * The notification centre's rules the BFF and the pages share with the messages service: the
 * classes of news a person may opt out of (codes cannot be), the channels they go by, the
 * languages messages are written in, and how many notifications one call marks read.
 */

/** Opt-outs are per class and channel; `code` (sign-up, sign-in, reset) is not among them. */
export const notificationClasses = ['order_update', 'money', 'account', 'marketing'] as const;
export type NotificationClass = (typeof notificationClasses)[number];

/** In the order the preferences page shows them. */
export const notificationChannels = ['in_app', 'email', 'whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const messageLanguages = ['en', 'zh', 'ind'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** The most notifications one `MarkMyNotificationsRead` names. */
export const MARK_READ_MAX_IDS = 100;

/** The most opt-outs there can be: one per class and channel. */
export const OPT_OUTS_MAX = notificationClasses.length * notificationChannels.length;

/** One opted-out class and channel. */
export interface NotificationOptOut {
  class: NotificationClass;
  channel: NotificationChannel;
}

const isIn =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isNotificationClass = isIn(notificationClasses);
export const isNotificationChannel = isIn(notificationChannels);
export const isMessageLanguage = isIn(messageLanguages);

/** A delivery's states, as the operators' list filters them (`dead`: the dead letters). */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'delivered', 'failed', 'dead'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const isDeliveryStatus = isIn(deliveryStatuses);

/** Only these may be sent again by an operator (and never a code). */
export const retryableDeliveryStatuses = ['failed', 'dead'] as const satisfies readonly DeliveryStatus[];

/** The class of a code's kinds: their texts are hidden and they are never retried by hand. */
export const codeKinds = ['sign_up_code', 'sign_in_code', 'reset_code'] as const;

/** The longest texts an operator may write in a template (characters), as the messages service checks them. */
export const TEMPLATE_TEXT_LIMITS = { title: 120, short: 320, body: 1000 } as const;

/** The longest recipient an operator searches deliveries by: an e-mail address, an E.164 phone or a user id. */
export const DELIVERY_RECIPIENT_MAX = 254;
