import { defineEntity, p } from '@mikro-orm/core';

/** An event one consumer group has applied: the row that makes delivery exactly-once in effect. */
export const InboxEntry = defineEntity({
  name: 'InboxEntry',
  tableName: 'inbox',
  properties: {
    eventId: p.uuid().primary(),
    consumer: p.string().primary(),
    eventType: p.string(),
    processedAt: p.datetime(),
  },
});

/** An event a consumer gave up on, kept for inspection and replay. */
export const DeadLetter = defineEntity({
  name: 'DeadLetter',
  tableName: 'dead_letter',
  properties: {
    eventId: p.uuid().primary(),
    consumer: p.string().primary(),
    topic: p.string(),
    value: p.text(),
    error: p.text(),
    failedAt: p.datetime(),
  },
});
