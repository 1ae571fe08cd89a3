import type { EventPayload, EventType } from '@shop/contracts';
import type { MessageKind } from './kinds.js';
import type { MessageParams } from './templates.js';

/** What an event tells one user: a kind of message, its parameters and the page it is about. */
export interface Notice<K extends MessageKind = MessageKind> {
  userId: string;
  kind: K;
  params: MessageParams[K];
  /** A path in the shop, or empty. */
  link: string;
}

const notice = <K extends MessageKind>(userId: string, kind: K, params: MessageParams[K], link: string): Notice => ({ userId, kind, params, link }) as Notice;

const shopperOrder = (orderId: string) => `/h5/order/detail?id=${encodeURIComponent(orderId)}`;
const fundPage = '/h5/merchant/fund';

/** The events that tell someone something, and what each tells whom. */
export const noticeRules = {
  'payment.recharge.paid.v1': (p: EventPayload<'payment.recharge.paid.v1'>) => [notice(p.userId, 'recharge_paid', { amount: p.amount }, fundPage)],
  'fund.withdrawal.approved.v1': (p: EventPayload<'fund.withdrawal.approved.v1'>) => [notice(p.userId, 'withdrawal_approved', { amount: p.netAmount }, fundPage)],
  // Releases before the amount was carried told nothing: a message without its amount would mislead.
  'payment.payout.settled.v1': (p: EventPayload<'payment.payout.settled.v1'>) =>
    p.amount === undefined ? [] : [notice(p.userId, p.outcome === 'paid' ? 'withdrawal_paid' : 'withdrawal_failed', { amount: p.amount }, fundPage)],
  'order.order.refunded.v1': (p: EventPayload<'order.order.refunded.v1'>) => [notice(p.buyerId, 'order_refunded', { orderNo: p.orderNo, amount: p.amount }, shopperOrder(p.orderId))],
} satisfies Partial<{ [T in EventType]: (payload: EventPayload<T>) => Notice[] }>;

export type NoticeEvent = keyof typeof noticeRules;
/** What an event that tells something (a key of `noticeRules`) tells, to whom. */
export function noticesOf<T extends NoticeEvent>(type: T, payload: EventPayload<T>): Notice[] {
  return (noticeRules[type] as (payload: EventPayload<T>) => Notice[])(payload);
}
