export * as identityV1 from './gen/identity/v1/identity.js';
export * as catalogV1 from './gen/catalog/v1/catalog.js';
export * as merchantV1 from './gen/merchant/v1/merchant.js';
export * as fundV1 from './gen/fund/v1/fund.js';
export * as paymentV1 from './gen/payment/v1/payment.js';
export * as orderV1 from './gen/order/v1/order.js';
export * as messagesV1 from './gen/messages/v1/messages.js';
export * as mediaV1 from './gen/media/v1/media.js';
export * as healthV1 from './gen/grpc/health/v1/health.js';
export * from './account-rules.js';
export * from './merchant-rules.js';
export * from './money-rules.js';
export * from './money-wire.js';
export * from './notification-rules.js';
export * from './order-rules.js';
export * from './order-wire.js';
export * from './posting-references.js';
export * from './reasons.js';
export * from './text.js';
export { eventEnvelopeSchema, eventHeaders, type EventEnvelope } from './events/envelope.js';
export {
  allTopics,
  topicPartitions,
  eventSchemas,
  isEventType,
  topicOf,
  type EventPayload,
  type EventType,
  type TypedEvent,
} from './events/registry.js';
