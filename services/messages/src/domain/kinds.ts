import { notificationChannels, notificationClasses, type NotificationChannel, type NotificationClass } from '@shop/contracts/notification-rules';

/** Where a message can go: e-mail over SMTP, SMS or WhatsApp through Twilio, the notification centre (shared with the BFF and the pages). */
export const channels = notificationChannels;
export type Channel = NotificationChannel;

/**
 * The class of a message decides the rules it follows: a `code` is urgent, cannot be opted out
 * and is never held back by quiet hours; the others (shared with the BFF and the pages) can be
 * opted out per class and channel.
 */
export const messageClasses = ['code', ...notificationClasses] as const;
export type MessageClass = 'code' | NotificationClass;

export interface KindRule {
  class: MessageClass;
  /** The channels it goes to where the recipient can be reached and has not opted out. */
  channels: readonly Channel[];
  /** Urgent messages are never postponed by quiet hours. */
  urgent: boolean;
}

/** Codes go to WhatsApp first, to SMS when WhatsApp fails or is late (`nextCodeAttempt`), or by e-mail. */
const code: KindRule = { class: 'code', channels: ['whatsapp', 'sms', 'email'], urgent: true };
/** News about an order, money or the account: the notification centre, and e-mail or WhatsApp. */
const news = (klass: 'order_update' | 'money' | 'account'): KindRule => ({ class: klass, channels: ['in_app', 'email', 'whatsapp'], urgent: false });

/**
 * Every kind of message, with its class, default channels and urgency: the one table the other
 * rules read. SMS, paid per segment, is kept for codes. Marketing goes to the notification centre
 * and e-mail only, never to WhatsApp, whose business-initiated messages need the recipient's
 * consent.
 */
export const messageKinds = {
  sign_up_code: code,
  sign_in_code: code,
  reset_code: code,
  order_paid: news('order_update'),
  order_received: news('order_update'),
  order_shipped: news('order_update'),
  order_delivered: news('order_update'),
  order_refunded: news('order_update'),
  return_requested: news('order_update'),
  return_reviewed: news('order_update'),
  goods_cost_due: news('order_update'),
  recharge_paid: news('money'),
  withdrawal_approved: news('money'),
  withdrawal_paid: news('money'),
  withdrawal_failed: news('money'),
  merchant_application_approved: news('account'),
  merchant_application_refused: news('account'),
  promotion: { class: 'marketing', channels: ['in_app', 'email'], urgent: false },
} as const satisfies Record<string, KindRule>;

export type MessageKind = keyof typeof messageKinds;
export const messageKindNames = Object.keys(messageKinds) as MessageKind[];

export function classOf(kind: MessageKind): MessageClass {
  return messageKinds[kind].class;
}
