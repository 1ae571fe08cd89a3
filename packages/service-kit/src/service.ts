import type { MigrationObject } from '@mikro-orm/core';
import { Gauge } from 'prom-client';
import type { EntitySchema } from '@mikro-orm/postgresql';
import type { EventType } from '@shop/contracts';
import type { Producer } from 'kafkajs';
import type { BaseConfig } from './config.js';
import { openDatabase, type Orm } from './db/orm.js';
import { startGrpcServer, type GrpcServer, type GrpcServiceBinding } from './grpc/server.js';
import type { Logger } from './logger.js';
import { EventConsumer, type EventHandlers } from './messaging/consumer.js';
import { createKafka, createProducer, kafkaSasl } from './messaging/kafka.js';
import { OutboxListener } from './messaging/outbox-listener.js';
import { kafkaPublisher, OutboxRelay, type EventPublisher } from './messaging/relay.js';
import { ensureTopics, topicsPublishedBy } from './messaging/topics.js';
import { createMetricsRegistry, grpcServerMetrics, registerPoolGauge, startMetricsServer, type MetricsServer, type Registry } from './telemetry/metrics.js';

export interface ServiceSpec {
  /** Service name: log name, Kafka client id, consumer group and caller-assertion identity (issuer and audience). */
  name: string;
  config: BaseConfig & { DATABASE_SCHEMA?: string };
  logger: Logger;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  /** gRPC services to serve (role `api`). */
  grpc: (orm: Orm) => GrpcServiceBinding[];
  /** Event subscriptions, all registered in one place (role `worker`). */
  subscriptions?: (orm: Orm) => EventHandlers;
  /** Runs once the schema is migrated, before serving: seeds and the like. */
  afterMigrate?: (orm: Orm) => Promise<void>;
  /** Replaces the Kafka publisher (fault-injection tests); `topicPrefix` is KAFKA_TOPIC_PREFIX. */
  publisher?: (producer: Producer, topicPrefix: string) => EventPublisher;
  /** One-off commands an operator runs by hand: `node dist/main.js <name> [args…]` (see serviceMain). */
  commands?: Readonly<Record<string, ServiceCommand>>;
  /**
   * Partitions its consumer handles at once (PARTITIONS_AT_ONCE unless set): more for handlers
   * that mostly wait on a peer or the database and keep no order across keys.
   */
  consumerPartitionsAtOnce?: number;
  /** What else it runs besides gRPC and its consumers (a second listener, a periodic job): started last, stopped first. */
  extras?: readonly ServiceExtra[];
}

export type ServiceRole = 'api' | 'worker';

/** Something a service runs beside gRPC and its consumers, in the processes of one role. */
export interface ServiceExtra {
  /** Its name in `RunningService.extras`. */
  name: string;
  role: ServiceRole;
  start(orm: Orm): Promise<RunningExtra>;
}

export interface RunningExtra {
  /** Where it listens, for a listener. */
  port?: number;
  stop(): Promise<void>;
}

/**
 * A one-off command on the service's migrated database: answers the line to print; throws an
 * Error whose message says what is wrong (printed, exit code 1).
 */
export type ServiceCommand = (orm: Orm, args: readonly string[]) => Promise<string>;

export interface RunningService {
  orm: Orm;
  /** Serves `/metrics` on METRICS_PORT. */
  metrics: MetricsServer;
  grpc: GrpcServer | undefined;
  relay: OutboxRelay | undefined;
  consumer: EventConsumer | undefined;
  /** The spec's extras this process runs (its roles), by name. */
  extras: Readonly<Record<string, RunningExtra>>;
  /** Graceful stop: extras stopped → not serving → drain calls → stop consumers → flush outbox → close pool. */
  stop(): Promise<void>;
}

/** The composition every service shares: database, gRPC, outbox relay and consumers by role. */
export async function startService(spec: ServiceSpec): Promise<RunningService> {
  const { config, logger } = spec;
  const schema = config.DATABASE_SCHEMA ?? spec.name;
  const roles = new Set(config.SERVICE_ROLES);
  const orm = await openDatabase({
    url: config.DATABASE_URL,
    schema,
    entities: spec.entities,
    migrations: spec.migrations,
    logger,
  });
  await spec.afterMigrate?.(orm);
  const registry = createMetricsRegistry();
  const pool = await orm.em.getConnection().getNativeClient();
  registerPoolGauge(registry, () => pool);

  const kafka = createKafka({ clientId: spec.name, brokers: config.KAFKA_BROKERS, sasl: kafkaSasl(config), logger });
  const handlers = roles.has('worker') ? spec.subscriptions?.(orm) : undefined;
  const topics = [...(roles.has('api') ? topicsPublishedBy(spec.name) : []), ...(Object.keys(handlers ?? {}) as EventType[])];
  const consumer = handlers ? new EventConsumer({ kafka, orm, logger: logger.child({ component: 'consumer' }), groupId: spec.name, topicPrefix: config.KAFKA_TOPIC_PREFIX, handlers, registry, partitionsAtOnce: spec.consumerPartitionsAtOnce }) : undefined;
  // Serving needs no broker (commands write their events to the outbox, which the relay sends once
  // it can): a service (re)started while the broker is down serves, and its topics and consumer
  // follow once the broker answers.
  const messaging = await connectWhenReachable(async () => {
    await ensureTopics(kafka, topics, config.KAFKA_REPLICATION_FACTOR, config.KAFKA_TOPIC_PREFIX);
    await consumer?.start();
  }, logger);
  let producer: Producer | undefined;
  let relay: OutboxRelay | undefined;
  let listener: OutboxListener | undefined;
  let grpc: GrpcServer | undefined;

  if (roles.has('api')) {
    // Connected by the relay's first publish, and again after a failed connection.
    producer = createProducer(kafka);
    const activeRelay = new OutboxRelay({
      orm,
      publisher: spec.publisher?.(producer, config.KAFKA_TOPIC_PREFIX) ?? kafkaPublisher(producer, config.KAFKA_TOPIC_PREFIX),
      logger: logger.child({ component: 'outbox' }),
      pollMs: config.OUTBOX_POLL_MS,
    });
    registerOutboxGauges(registry, activeRelay);
    relay = activeRelay;
    relay.start();
    listener = new OutboxListener({ url: config.DATABASE_URL, schema, logger, onNotify: () => activeRelay.nudge() });
    await listener.start();
    grpc = await startGrpcServer({
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      services: spec.grpc(orm),
      callers: { audience: spec.name, trusted: config.SERVICE_TRUSTED_KEYS },
      logger,
      metrics: grpcServerMetrics(registry),
    });
    logger.info({ port: grpc.port }, 'gRPC serving');
  }

  const extras: Record<string, RunningExtra> = {};
  for (const extra of spec.extras ?? []) {
    if (roles.has(extra.role)) extras[extra.name] = await extra.start(orm);
  }
  const metrics = await startMetricsServer({ host: config.GRPC_HOST, port: config.METRICS_PORT, registry, logger });

  return {
    orm,
    metrics,
    grpc,
    relay,
    consumer,
    extras,
    async stop() {
      const budget = config.SHUTDOWN_TIMEOUT_MS;
      for (const extra of Object.values(extras).reverse()) await extra.stop();
      await grpc?.stop(Math.floor(budget / 2));
      messaging.stop();
      await consumer?.stop();
      await listener?.stop();
      await relay?.stop();
      await producer?.disconnect();
      await metrics.stop();
      await orm.close(true);
    },
  };
}

const reconnectMaxDelayMs = 5_000;

/**
 * Runs `connect` (the broker's side of starting: topics, consumers) now and, while it fails, again
 * in the background with a growing pause (up to 5 s), until it succeeds or `stop()`. Start-up waits
 * for the first attempt only, so a reachable broker is set up before the service serves.
 */
async function connectWhenReachable(connect: () => Promise<void>, logger: Logger): Promise<{ stop(): void }> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const attempt = async (): Promise<void> => {
    try {
      await connect();
      if (failures > 0) logger.info({ afterFailures: failures }, 'broker reached: topics ensured and consumers started');
    } catch (error) {
      if (stopped) return;
      failures += 1;
      logger.warn({ err: error, failures }, 'broker unreachable: serving without it, connecting again');
      timer = setTimeout(() => void attempt(), Math.min(reconnectMaxDelayMs, 250 * 2 ** failures));
    }
  };
  await attempt();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** `outbox_backlog` (rows not yet relayed) and the age of the oldest, read once per scrape. */
function registerOutboxGauges(registry: Registry, relay: OutboxRelay): void {
  let reading: ReturnType<OutboxRelay['backlog']> | undefined;
  // Both gauges are collected in the same scrape; they share one read.
  const read = () => (reading ??= relay.backlog().finally(() => (reading = undefined)));
  new Gauge({
    name: 'outbox_backlog',
    help: 'Outbox rows not yet relayed to Kafka',
    registers: [registry],
    async collect() {
      this.set((await read()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest outbox row not yet relayed (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await read()).oldestAgeSeconds);
    },
  });
}
