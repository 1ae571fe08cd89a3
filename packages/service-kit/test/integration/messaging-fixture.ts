import { randomUUID } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import { createKafka, createLogger, EventConsumer, openDatabase, OutboxRelay, recordEvent, kafkaPublisher, type EventPublisher, type Orm } from '../../src/index.js';

export const logger = createLogger({ service: 'kit-test', level: process.env.LOG_LEVEL ?? 'silent' });

class CreateProductViews extends Migration {
  override up(): void {
    this.addSql('create table product_views (product_id text primary key, views int not null)');
  }
}

export function openTestDatabase(url: string, schema: string): Promise<Orm> {
  return openDatabase({ url, schema, entities: [], migrations: [{ name: 'Migration1_views', class: CreateProductViews }], logger });
}

/** Commits one ProductViewed event through the outbox, as a use case would. */
export async function commitView(orm: Orm, productId: string): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    recordEvent(em, 'catalog.product.viewed.v1', productId, { productId, viewerId: null });
  });
}

export async function viewsOf(orm: Orm, productId: string): Promise<number> {
  const rows = await orm.em.fork().execute<{ views: number }[]>('select views from product_views where product_id = ?', [productId]);
  return rows[0]?.views ?? 0;
}

export function viewCountingConsumer(kafka: Kafka, orm: Orm, groupId = `g-${randomUUID()}`): EventConsumer {
  return new EventConsumer({
    kafka,
    orm,
    logger,
    groupId,
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
  const producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: false, createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  return producer;
}

export function relayFor(orm: Orm, publisher: EventPublisher): OutboxRelay {
  return new OutboxRelay({ orm, publisher, logger, pollMs: 100 });
}

export function kafkaFor(brokers: string): Kafka {
  return createKafka({ clientId: `kit-test-${randomUUID().slice(0, 8)}`, brokers: brokers.split(','), logger });
}

export { kafkaPublisher };
