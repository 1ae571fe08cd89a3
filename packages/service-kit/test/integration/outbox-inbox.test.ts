import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KafkaJSNonRetriableError, PartitionAssigners, type ConsumerConfig, type Kafka, type PartitionAssigner, type Producer } from 'kafkajs';
import { dropSchema, eventually, testBrokers, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import type { Orm, OutboxRow } from '../../src/index.js';
import { ensureTopics, EventConsumer, recordEvent } from '../../src/index.js';
import { commitView, drainThroughSentinel, connectedProducer, kafkaFor, kafkaPublisher, logger, openTestDatabase, relayFor, viewCountingConsumer, viewsOf } from './messaging-fixture.js';

const schema = uniqueSchema('kit');
let orm: Orm;
let kafka: Kafka;
let producer: Producer;
let consumer: EventConsumer;

beforeAll(async () => {
  orm = await openTestDatabase(testDatabaseUrl(), schema);
  kafka = kafkaFor(testBrokers());
  producer = await connectedProducer(kafka);
  consumer = viewCountingConsumer(kafka, orm);
  await consumer.start();
});

afterAll(async () => {
  await consumer.stop();
  await producer.disconnect();
  await orm.close(true);
  await dropSchema(testDatabaseUrl(), schema);
});

async function pendingCount(): Promise<number> {
  const rows = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from outbox where published_at is null');
  return Number(rows[0]?.n);
}

describe('transactional outbox', () => {
  it('writes no event when the transaction rolls back', async () => {
    const productId = `p-${randomUUID()}`;
    await expect(
      orm.em.fork().transactional(async (em) => {
        recordEvent(em, 'catalog.product.viewed.v1', productId, { productId, viewerId: null });
        await em.flush();
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    const rows = await orm.em.fork().execute('select 1 from outbox where key = ?', [productId]);
    expect(rows).toHaveLength(0);
  });

  it('rejects a payload that breaks the event contract', async () => {
    await expect(
      orm.em.fork().transactional(async (em) => {
        recordEvent(em, 'catalog.product.viewed.v1', 'x', { productId: '', viewerId: null });
      }),
    ).rejects.toThrow();
  });

  it('loses nothing when the relay dies between commit and publish', async () => {
    const productId = `p-${randomUUID()}`;
    // No relay runs: the committed events wait in the outbox, as after a crash.
    await commitView(orm, productId);
    await commitView(orm, productId);
    expect(await pendingCount()).toBeGreaterThanOrEqual(2);

    const relay = relayFor(orm, kafkaPublisher(producer));
    relay.start();
    try {
      await eventually(async () => (await viewsOf(orm, productId)) === 2, 20_000, 'both views consumed');
      expect(await pendingCount()).toBe(0);
    } finally {
      await relay.stop();
    }
  });

  it('has one effect when a crash after publish makes the relay send an event twice', async () => {
    const productId = `p-${randomUUID()}`;
    const real = kafkaPublisher(producer);
    let crashes = 1;
    let publishes = 0;
    const relay = relayFor(orm, {
      async publish(rows: OutboxRow[]) {
        await real.publish(rows);
        publishes += 1;
        if (crashes-- > 0) throw new Error('process died before marking the rows published');
      },
    });
    await commitView(orm, productId);
    relay.start();
    try {
      await eventually(async () => (await pendingCount()) === 0, 20_000, 'outbox drained');
      expect(publishes).toBeGreaterThanOrEqual(2);
      await eventually(async () => (await viewsOf(orm, productId)) === 1, 20_000, 'view consumed');
      // Both copies were published before the sentinel, on the same partition: once the sentinel is
      // consumed, so was the second copy, which must not have counted again.
      await drainThroughSentinel(orm, productId);
      expect(await viewsOf(orm, productId)).toBe(2);
    } finally {
      await relay.stop();
    }
  });
});

/** A raw Kafka message carrying one ProductViewed event, as the broker delivers it. */
function viewMessage(productId: string) {
  return {
    key: Buffer.from(productId),
    value: Buffer.from(
      JSON.stringify({ id: randomUUID(), type: 'catalog.product.viewed.v1', occurredAt: new Date().toISOString(), aggregateId: productId, payload: { productId, viewerId: null } }),
    ),
    headers: {},
    timestamp: String(Date.now()),
    attributes: 0,
    offset: '0',
  };
}

describe('inbox', () => {
  it('applies a redelivered event once', async () => {
    const productId = `p-${randomUUID()}`;
    const message = viewMessage(productId);
    expect(await consumer.handleMessage('catalog.product.viewed.v1', message)).toBe('applied');
    expect(await consumer.handleMessage('catalog.product.viewed.v1', message)).toBe('duplicate');
    expect(await viewsOf(orm, productId)).toBe(1);
  });

  it("runs a handler's effects after the commit, once, never for a duplicate", async () => {
    const productId = `p-${randomUUID()}`;
    const effects: number[] = [];
    const withEffect = new EventConsumer({
      kafka,
      orm,
      logger,
      groupId: `g-${randomUUID()}`,
      handlers: {
        'catalog.product.viewed.v1': async (event, em, { afterCommit }) => {
          await em.execute('insert into product_views (product_id, views) values (?, 1)', [event.payload.productId]);
          // The effect sees the committed row.
          afterCommit(async () => void effects.push(await viewsOf(orm, event.payload.productId)));
        },
      },
    });
    const message = viewMessage(productId);
    expect(await withEffect.handleMessage('catalog.product.viewed.v1', message)).toBe('applied');
    expect(await withEffect.handleMessage('catalog.product.viewed.v1', message)).toBe('duplicate');
    expect(effects).toEqual([1]);
  });

  it('applies a confirmed handler on what its source answered, and skips an event its source refuses, once, without dead-lettering it', async () => {
    const asked: string[] = [];
    const confirming = new EventConsumer({
      kafka,
      orm,
      logger,
      groupId: `g-${randomUUID()}`,
      handlers: {
        'catalog.product.viewed.v1': {
          async confirm(event) {
            asked.push(event.payload.productId);
            // The source knows only real products, and counts them twice.
            return event.payload.productId.startsWith('real-') ? { confirmed: 2 } : { refused: 'no such product' };
          },
          async apply(event, views: number, em) {
            await em.execute('insert into product_views (product_id, views) values (?, ?)', [event.payload.productId, views]);
          },
        },
      },
    });
    const real = viewMessage(`real-${randomUUID()}`);
    const forged = viewMessage(`forged-${randomUUID()}`);
    expect(await confirming.handleMessage('catalog.product.viewed.v1', real)).toBe('applied');
    expect(await confirming.handleMessage('catalog.product.viewed.v1', forged)).toBe('refused');
    expect(await confirming.handleMessage('catalog.product.viewed.v1', forged)).toBe('duplicate');
    expect(await confirming.handleMessage('catalog.product.viewed.v1', real)).toBe('duplicate');
    expect(asked).toHaveLength(2);
    const [realId, forgedId] = [real, forged].map((message) => (JSON.parse(message.value!.toString()) as { id: string; payload: { productId: string } }));
    expect(await viewsOf(orm, realId!.payload.productId)).toBe(2);
    expect(await viewsOf(orm, forgedId!.payload.productId)).toBe(0);
    expect(await orm.em.fork().execute('select 1 from dead_letter where event_id = ?', [forgedId!.id])).toHaveLength(0);
  });

  it('dead-letters a malformed event and keeps consuming', async () => {
    const productId = `p-${randomUUID()}`;
    await producer.send({ topic: 'catalog.product.viewed.v1', acks: -1, messages: [{ key: 'bad', value: '{"not":"an envelope"}' }] });
    const relay = relayFor(orm, kafkaPublisher(producer));
    relay.start();
    try {
      await commitView(orm, productId);
      await eventually(async () => (await viewsOf(orm, productId)) === 1, 20_000, 'good event after a bad one');
      const dead = await orm.em.fork().execute<{ error: string }[]>('select error from dead_letter');
      expect(dead.some((row) => row.error.startsWith('bad envelope'))).toBe(true);
    } finally {
      await relay.stop();
    }
  });

  it('starts again after an error kafkajs would not restart it after, and loses nothing', async () => {
    // The group's partition assignment fails once, non-retriably (as the group coordinator not
    // found while the broker is still loading does): kafkajs crashes the consumer and leaves it stopped.
    let failures = 0;
    const failingOnce: PartitionAssigner = (config) => {
      const assigner = PartitionAssigners.roundRobin(config);
      return {
        ...assigner,
        assign: async (group) => {
          if (failures++ === 0) throw new KafkaJSNonRetriableError('the assignment failed');
          return assigner.assign(group);
        },
      };
    };
    const withFailingAssignment = new Proxy(kafka, {
      get: (target, property) => (property === 'consumer' ? (config: ConsumerConfig) => target.consumer({ ...config, partitionAssigners: [failingOnce] }) : Reflect.get(target, property)),
    });
    const crashing = viewCountingConsumer(withFailingAssignment, orm);
    const relay = relayFor(orm, kafkaPublisher(producer));
    const productId = `p-${randomUUID()}`;
    await crashing.start();
    relay.start();
    try {
      await commitView(orm, productId);
      // Both consumers (two groups) apply it: the restarted one too.
      await eventually(async () => (await viewsOf(orm, productId)) === 2, 30_000, 'the view through both groups');
      expect(failures).toBeGreaterThan(1);
    } finally {
      await relay.stop();
      await crashing.stop();
    }
  });
});

describe('topic prefix (KAFKA_TOPIC_PREFIX)', () => {
  it('keeps the events and consumer groups of a prefixed run apart from an unprefixed one on the same broker', async () => {
    const prefix = `t${randomUUID().slice(0, 8)}.`;
    const groupId = `g-${randomUUID()}`;
    await ensureTopics(kafka, ['catalog.product.viewed.v1'], 1, prefix);
    const prefixed = viewCountingConsumer(kafka, orm, groupId, prefix);
    await prefixed.start();
    const productId = `p-${randomUUID()}`;
    const prefixedRelay = relayFor(orm, kafkaPublisher(producer, prefix));
    prefixedRelay.start();
    try {
      await commitView(orm, productId);
      await eventually(async () => (await viewsOf(orm, productId)) === 1, 20_000, 'the view through the prefixed topic');
    } finally {
      await prefixedRelay.stop();
    }
    const admin = kafka.admin();
    await admin.connect();
    try {
      expect(await admin.listTopics()).toContain(`${prefix}catalog.product.viewed.v1`);
      expect((await admin.listGroups()).groups.map((group) => group.groupId)).toContain(`${prefix}${groupId}`);
    } finally {
      await admin.disconnect();
    }
    // The unprefixed consumer did not hear it, and the prefixed one does not hear the unprefixed
    // sentinel: one view each. The inbox names the group without the prefix.
    const relay = relayFor(orm, kafkaPublisher(producer));
    relay.start();
    try {
      await drainThroughSentinel(orm, productId);
      expect(await viewsOf(orm, productId)).toBe(2);
      const inbox = await orm.em.fork().execute<{ consumer: string }[]>('select distinct consumer from inbox where consumer = ?', [groupId]);
      expect(inbox).toEqual([{ consumer: groupId }]);
    } finally {
      await relay.stop();
      await prefixed.stop();
    }
  });
});
