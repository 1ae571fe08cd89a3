import type { EventHandlers } from '@shop/service-kit';
import type { NoticeEvent } from '../../domain/event-notices.js';
import { noticeHandler, type NoticeDependencies } from './notices.js';

/** Every event this service consumes, in one place: each that tells someone something (domain/event-notices.ts). */
export function subscriptions(deps: NoticeDependencies): EventHandlers {
  return {
    'payment.recharge.paid.v1': noticeHandler('payment.recharge.paid.v1', deps),
    'fund.withdrawal.approved.v1': noticeHandler('fund.withdrawal.approved.v1', deps),
    'payment.payout.settled.v1': noticeHandler('payment.payout.settled.v1', deps),
    'order.order.refunded.v1': noticeHandler('order.order.refunded.v1', deps),
    'order.order.paid.v1': noticeHandler('order.order.paid.v1', deps),
    'order.order.shipped.v1': noticeHandler('order.order.shipped.v1', deps),
    'order.order.delivered.v1': noticeHandler('order.order.delivered.v1', deps),
    'order.return.requested.v1': noticeHandler('order.return.requested.v1', deps),
    'order.return.reviewed.v1': noticeHandler('order.return.reviewed.v1', deps),
    'order.goodscost.due.v1': noticeHandler('order.goodscost.due.v1', deps),
    'merchant.application.reviewed.v1': noticeHandler('merchant.application.reviewed.v1', deps),
  } satisfies Record<NoticeEvent, unknown>;
}
