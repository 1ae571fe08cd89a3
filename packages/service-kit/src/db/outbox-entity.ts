import { defineEntity, p } from '@mikro-orm/core';

/** An event waiting to be relayed to Kafka; written in the same transaction as the change. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    type: p.string(),
    topic: p.string(),
    key: p.string(),
    payload: p.json<unknown>(),
    headers: p.json<Record<string, string>>(),
    occurredAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
});
