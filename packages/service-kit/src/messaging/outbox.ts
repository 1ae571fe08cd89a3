import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventHeaders, eventSchemas, topicOf, type EventPayload, type EventType } from '@shop/contracts';
import { currentRequestId } from '../context.js';
import { OutboxMessage } from '../db/outbox-entity.js';
import { recordProducerSpan } from '../telemetry/tracing.js';

/**
 * Queues an event in the caller's unit of work: it is written by the same flush/commit as the
 * state change, so the event exists if and only if the change does. Its headers carry the request
 * id and the trace context of the span recording it.
 */
export function recordEvent<T extends EventType>(
  em: EntityManager,
  type: T,
  aggregateId: string,
  payload: EventPayload<T>,
): string {
  const checked = eventSchemas[type].parse(payload);
  const id = randomUUID();
  const topic = topicOf(type);
  const headers = { [eventHeaders.requestId]: currentRequestId(), [eventHeaders.eventType]: type };
  recordProducerSpan(topic, headers);
  em.create(OutboxMessage, {
    id,
    type,
    topic,
    key: aggregateId,
    payload: checked,
    headers,
    occurredAt: new Date(),
    publishedAt: null,
    attempts: 0,
    lastError: null,
  });
  return id;
}
