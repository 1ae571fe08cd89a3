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
const merchantOrder = (orderId: string) => `/h5/merchant/order/detail?id=${encodeURIComponent(orderId)}`;
const fundPage = '/h5/merchant/fund';
const applyPage = '/h5/merchant/apply';

/** The events that tell someone something, and what each tells whom. */
export const noticeRules = {
  'payment.recharge.paid.v1': (p: EventPayload<'payment.recharge.paid.v1'>) => [notice(p.userId, 'recharge_paid', { amount: p.amount }, fundPage)],
  'fund.withdrawal.approved.v1': (p: EventPayload<'fund.withdrawal.approved.v1'>) => [notice(p.userId, 'withdrawal_approved', { amount: p.netAmount }, fundPage)],
  // Releases before the amount was carried told nothing: a message without its amount would mislead.
  'payment.payout.settled.v1': (p: EventPayload<'payment.payout.settled.v1'>) =>
    p.amount === undefined ? [] : [notice(p.userId, p.outcome === 'paid' ? 'withdrawal_paid' : 'withdrawal_failed', { amount: p.amount }, fundPage)],
  'order.order.refunded.v1': (p: EventPayload<'order.order.refunded.v1'>) => [notice(p.buyerId, 'order_refunded', { orderNo: p.orderNo, amount: p.amount }, shopperOrder(p.orderId))],
  'order.order.paid.v1': (p: EventPayload<'order.order.paid.v1'>) => [
    notice(p.buyerId, 'order_paid', { orderNo: p.orderNo, amount: p.amount }, shopperOrder(p.orderId)),
    notice(p.storeOwnerId, 'order_received', { orderNo: p.orderNo, amount: p.amount }, merchantOrder(p.orderId)),
  ],
  'order.order.shipped.v1': (p: EventPayload<'order.order.shipped.v1'>) => [notice(p.buyerId, 'order_shipped', { orderNo: p.orderNo, trackingNo: p.trackingNo }, shopperOrder(p.orderId))],
  'order.order.delivered.v1': (p: EventPayload<'order.order.delivered.v1'>) => [notice(p.buyerId, 'order_delivered', { orderNo: p.orderNo }, shopperOrder(p.orderId))],
  'order.return.requested.v1': (p: EventPayload<'order.return.requested.v1'>) => [notice(p.storeOwnerId, 'return_requested', { orderNo: p.orderNo, amount: p.amount }, merchantOrder(p.orderId))],
  'order.return.reviewed.v1': (p: EventPayload<'order.return.reviewed.v1'>) => [notice(p.buyerId, 'return_reviewed', { orderNo: p.orderNo, decision: p.decision }, shopperOrder(p.orderId))],
  'order.goodscost.due.v1': (p: EventPayload<'order.goodscost.due.v1'>) => [
    notice(p.storeOwnerId, 'goods_cost_due', { orderNo: p.orderNo, amount: p.goodsCost, shortBy: p.goodsCost - p.available }, merchantOrder(p.orderId)),
  ],
  'merchant.application.reviewed.v1': (p: EventPayload<'merchant.application.reviewed.v1'>) => [
    p.decision === 'approved'
      ? notice(p.userId, 'merchant_application_approved', { storeName: p.storeName }, '/h5/merchant')
      : notice(p.userId, 'merchant_application_refused', { storeName: p.storeName, reason: p.reason }, applyPage),
  ],
} satisfies Partial<{ [T in EventType]: (payload: EventPayload<T>) => Notice[] }>;

export type NoticeEvent = keyof typeof noticeRules;
/** What an event that tells something (a key of `noticeRules`) tells, to whom. */
export function noticesOf<T extends NoticeEvent>(type: T, payload: EventPayload<T>): Notice[] {
  return (noticeRules[type] as (payload: EventPayload<T>) => Notice[])(payload);
}
