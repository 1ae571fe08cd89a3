import { randomUUID } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { eventually, testKafkaSasl } from '@shop/test-kit';
import { allTopics } from '@shop/contracts';
import type { Kafka, Producer } from 'kafkajs';
import { InboxEntry } from '../../src/db/inbox-entities.js';
import { createKafka, createLogger, createProducer, ensureTopics, EventConsumer, openDatabase, OutboxRelay, recordEvent, kafkaPublisher, type EventPublisher, type Orm } from '../../src/index.js';

export const logger = createLogger({ service: 'kit-test', level: process.env.LOG_LEVEL ?? 'silent' });

class CreateProductViews extends Migration {
  override up(): void {
    this.addSql('create table product_views (product_id text primary key, views int not null)');
  }
}

export function openTestDatabase(url: string, schema: string): Promise<Orm> {
  return openDatabase({ url, schema, entities: [], migrations: [{ name: 'Migration1_views', class: CreateProductViews }], logger });
}

/** Commits one ProductViewed event through the outbox, as a use case would; answers the event id. */
export async function commitView(orm: Orm, productId: string): Promise<string> {
  return orm.em.fork().transactional(async (em) => recordEvent(em, 'catalog.product.viewed.v1', productId, { productId, viewerId: null }));
}

/** Whether the consumer has applied (or deduplicated) the event: its inbox row exists. */
export async function consumed(orm: Orm, eventId: string): Promise<boolean> {
  return (await orm.em.fork().count(InboxEntry, { eventId })) > 0;
}

/**
 * Commits a sentinel view for the product and waits until it is consumed. Events of one product
 * share a partition, so everything published for it before the sentinel has been consumed too:
 * the way to show that nothing more arrives, without waiting a fixed time.
 */
export async function drainThroughSentinel(orm: Orm, productId: string): Promise<void> {
  const sentinel = await commitView(orm, productId);
  await eventually(() => consumed(orm, sentinel), 30_000, 'sentinel event consumed');
}

export async function viewsOf(orm: Orm, productId: string): Promise<number> {
  const rows = await orm.em.fork().execute<{ views: number }[]>('select views from product_views where product_id = ?', [productId]);
  return rows[0]?.views ?? 0;
}

export function viewCountingConsumer(kafka: Kafka, orm: Orm, groupId = `g-${randomUUID()}`, topicPrefix?: string): EventConsumer {
  return new EventConsumer({
    kafka,
    orm,
    logger,
    groupId,
    ...(topicPrefix === undefined ? {} : { topicPrefix }),
    maxAttempts: 2,
    handlers: {
      'catalog.product.viewed.v1': async (event, em) => {
        await em.execute(
          `insert into product_views (product_id, views) values (?, 1)
             on conflict (product_id) do update set views = product_views.views + 1`,
          [event.payload.productId],
        );
      },
    },
  });
}

export async function connectedProducer(kafka: Kafka): Promise<Producer> {
  await ensureTopics(kafka, allTopics, 1);
  const producer = createProducer(kafka);
  await producer.connect();
  return producer;
}

export function relayFor(orm: Orm, publisher: EventPublisher): OutboxRelay {
  return new OutboxRelay({ orm, publisher, logger, pollMs: 100 });
}

/** A client of `brokers` signed in as `sasl`: by default the run's admin, since these tests publish and read every event. */
export function kafkaFor(brokers: string, sasl = testKafkaSasl()): Kafka {
  return createKafka({ clientId: `kit-test-${randomUUID().slice(0, 8)}`, brokers: brokers.split(','), sasl, logger });
}

export { kafkaPublisher };
