import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropSchema, eventually, kafkaSasl, startBroker, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import type { Kafka, Producer } from 'kafkajs';
import { createProducer, type EventConsumer, type Orm, type OutboxRelay } from '../../src/index.js';
import { OutboxMessage } from '../../src/db/outbox-entity.js';
import { commitView, connectedProducer, drainThroughSentinel, kafkaFor, kafkaPublisher, openTestDatabase, relayFor, viewCountingConsumer, viewsOf } from './messaging-fixture.js';

// This file stops its Kafka, so it runs its own rather than the shared one.
const schema = uniqueSchema('kitout');
let broker: Awaited<ReturnType<typeof startBroker>>;
let orm: Orm;
let kafka: Kafka;
let producer: Producer;
let lateProducer: Producer | undefined;
let consumer: EventConsumer;
let relay: OutboxRelay;

beforeAll(async () => {
  broker = await startBroker();
  orm = await openTestDatabase(testDatabaseUrl(), schema);
  kafka = kafkaFor(broker.brokers.join(','), kafkaSasl(broker.users, 'admin'));
  producer = await connectedProducer(kafka);
  consumer = viewCountingConsumer(kafka, orm);
  await consumer.start();
  relay = relayFor(orm, kafkaPublisher(producer));
  relay.start();
});

afterAll(async () => {
  await relay.stop();
  await consumer.stop();
  await producer.disconnect();
  await lateProducer?.disconnect();
  await broker.stop();
  await orm.close(true);
  await dropSchema(testDatabaseUrl(), schema);
});

describe('broker outage', () => {
  it('delays but loses (or repeats) no event while the broker is down', async () => {
    const before = `p-${randomUUID()}`;
    await commitView(orm, before);
    await eventually(async () => (await viewsOf(orm, before)) === 1, 20_000, 'first event before the outage');

    const productId = `p-${randomUUID()}`;
    // The broker process goes away and comes back on the same ports with the same data.
    await broker.local!.halt();
    for (let i = 0; i < 5; i++) await commitView(orm, productId);
    // The outage is real once the relay has failed to publish them, more than once.
    await eventually(async () => (await orm.em.fork().count(OutboxMessage, { key: productId, publishedAt: null, attempts: { $gte: 2 } })) === 5, 60_000, 'relay retrying during the outage');
    expect(await viewsOf(orm, productId)).toBe(0);
    await broker.local!.resume();

    await eventually(async () => (await viewsOf(orm, productId)) === 5, 40_000, 'all five events after recovery');
    await drainThroughSentinel(orm, productId);
    expect(await viewsOf(orm, productId)).toBe(6);
  }, 240_000);

  it('a relay started while the broker is down publishes once it is back', async () => {
    await broker.local!.halt();
    // A process started during the outage: its producer has never been connected.
    await relay.stop();
    lateProducer = createProducer(kafka);
    relay = relayFor(orm, kafkaPublisher(lateProducer));
    relay.start();
    const productId = `p-${randomUUID()}`;
    for (let i = 0; i < 3; i++) await commitView(orm, productId);
    await eventually(async () => (await orm.em.fork().count(OutboxMessage, { key: productId, publishedAt: null, attempts: { $gte: 1 } })) === 3, 60_000, 'relay failing during the outage');
    await broker.local!.resume();

    await eventually(async () => (await viewsOf(orm, productId)) === 3, 60_000, 'the three events after recovery');
  }, 240_000);
});
