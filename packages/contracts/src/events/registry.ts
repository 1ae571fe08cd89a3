import type { z } from 'zod';
import { listingChangedV1, productCollectionChangedV1, productViewedV1 } from './catalog.js';
import type { EventEnvelope } from './envelope.js';
import { withdrawalApprovedV1 } from './fund.js';
import { userSessionsRevokedV1 } from './identity.js';
import { applicationReviewedV1, storeChangedV1, storeVisitedV1 } from './merchant.js';
import { goodsCostDueV1, orderCompletedV1, orderDeliveryStepV1, orderPaidV1, orderShippedV1, orderRefundedV1, orderReviewedV1, returnRequestedV1, returnReviewedV1 } from './order.js';
import { orderPaymentPaidV1, payoutSettledV1, rechargePaidV1 } from './payment.js';

/**
 * Every published event: wire name `<svc>.<entity>.<verb>.v1` → payload schema.
 * The wire name is also the Kafka topic, so the broker's topic list derives from here.
 */
export const eventSchemas = {
  'catalog.product.viewed.v1': productViewedV1,
  'catalog.listing.changed.v1': listingChangedV1,
  'catalog.product.collected.v1': productCollectionChangedV1,
  'catalog.product.uncollected.v1': productCollectionChangedV1,
  'identity.sessions.revoked.v1': userSessionsRevokedV1,
  'merchant.store.changed.v1': storeChangedV1,
  'merchant.store.visited.v1': storeVisitedV1,
  'merchant.application.reviewed.v1': applicationReviewedV1,
  'payment.recharge.paid.v1': rechargePaidV1,
  'payment.payout.settled.v1': payoutSettledV1,
  'fund.withdrawal.approved.v1': withdrawalApprovedV1,
  'payment.order.paid.v1': orderPaymentPaidV1,
  'order.order.completed.v1': orderCompletedV1,
  'order.order.reviewed.v1': orderReviewedV1,
  'order.order.refunded.v1': orderRefundedV1,
  'order.order.paid.v1': orderPaidV1,
  'order.order.shipped.v1': orderShippedV1,
  'order.order.delivered.v1': orderDeliveryStepV1,
  'order.return.requested.v1': returnRequestedV1,
  'order.return.reviewed.v1': returnReviewedV1,
  'order.goodscost.due.v1': goodsCostDueV1,
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventPayload<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type TypedEvent<T extends EventType> = EventEnvelope<EventPayload<T>> & { type: T };

export const allTopics: readonly EventType[] = Object.keys(eventSchemas) as EventType[];

/**
 * Partitions of each event's topic, fixed when the topic is created: adding partitions later
 * moves keys to other partitions and breaks per-key order. Caps how many consumers of one group
 * read in parallel. The cluster's KafkaTopic resources (deploy/k8s/kafka/topics.yaml) say the same.
 */
export const topicPartitions: Readonly<Record<EventType, number>> = {
  'catalog.product.viewed.v1': 12,
  'catalog.listing.changed.v1': 6,
  'catalog.product.collected.v1': 6,
  'catalog.product.uncollected.v1': 6,
  'identity.sessions.revoked.v1': 3,
  'merchant.store.changed.v1': 6,
  'merchant.store.visited.v1': 12,
  'merchant.application.reviewed.v1': 3,
  'payment.recharge.paid.v1': 6,
  'payment.payout.settled.v1': 6,
  'fund.withdrawal.approved.v1': 6,
  'payment.order.paid.v1': 12,
  'order.order.completed.v1': 12,
  'order.order.reviewed.v1': 6,
  'order.order.refunded.v1': 6,
  'order.order.paid.v1': 12,
  'order.order.shipped.v1': 12,
  'order.order.delivered.v1': 12,
  'order.return.requested.v1': 6,
  'order.return.reviewed.v1': 6,
  'order.goodscost.due.v1': 6,
};

/**
 * The Kafka topic of an event type: its wire name, after `prefix` when one is set. A prefix keeps
 * several test suites apart on one broker (each sees only its own topics); production sets none.
 */
export function topicOf(type: EventType, prefix = ''): string {
  return `${prefix}${type}`;
}

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventSchemas, type);
}
