import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventEnvelopeSchema, eventHeaders, eventSchemas, topicOf, type EventType, type TypedEvent } from '@shop/contracts';
import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import { runWithRequestContext, sanitizeRequestId } from '../context.js';
import { DeadLetter, InboxEntry } from '../db/inbox-entities.js';
import { AppError } from '../errors.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { trackConsumerLag, type Registry } from '../telemetry/metrics.js';
import { inConsumerSpan, markFailed } from '../telemetry/tracing.js';

/** What a handler may do beyond the transaction it runs in. */
export interface EventContext {
  /**
   * Runs once the transaction recording the event has committed (never for a duplicate): a call
   * to the outside world. A failure is logged and not retried, so the handler's own state must
   * let something else catch up on it.
   */
  afterCommit(effect: () => Promise<void>): void;
}

/** Applies one event; runs inside the transaction that also records it in the inbox. */
export type EventHandler<T extends EventType> = (event: TypedEvent<T>, em: EntityManager, context: EventContext) => Promise<void>;

/** What the event's source of truth answered: the facts to apply, or why the event is not true. */
export type Confirmation<F> = { confirmed: F } | { refused: string };

/**
 * A handler for an event that moves money: an event on the broker is not proof (anything that can
 * produce to the topic can forge one), so `confirm` first asks the service that owns the facts,
 * with no transaction open, and `apply` then acts on what that service answered, not on the event,
 * inside the transaction that records it in the inbox. A refused event is logged at error and
 * recorded as handled, neither retried nor dead-lettered: a real event is published only after its
 * source committed (the outbox), so its source always confirms it, and asking again would not make
 * a forged one true. A failed question (the source unreachable) is retried like a failed handler.
 */
export interface ConfirmedEventHandler<T extends EventType, F> {
  confirm(event: TypedEvent<T>): Promise<Confirmation<F>>;
  apply(event: TypedEvent<T>, facts: F, em: EntityManager, context: EventContext): Promise<void>;
}

/**
 * A confirming question to the event's source: its answer, or undefined when the source has no
 * such thing (NOT_FOUND), which refuses the event. Any other failure is thrown, and retried.
 */
export async function askSource<T>(ask: () => Promise<T>): Promise<T | undefined> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

export type EventHandlers = { [T in EventType]?: EventHandler<T> | ConfirmedEventHandler<T, unknown> };

export interface ConsumerOptions {
  kafka: Kafka;
  orm: Orm;
  logger: Logger;
  /** Consumer group; also the inbox's consumer name, so each group de-duplicates on its own. */
  groupId: string;
  /**
   * Put before the topics' names and the group id in Kafka (KAFKA_TOPIC_PREFIX; none by default);
   * the inbox, dead letters and handlers see the unprefixed names.
   */
  topicPrefix?: string;
  handlers: EventHandlers;
  maxAttempts?: number;
  /** Where `kafka_consumer_lag` is reported. */
  registry?: Registry;
  /** How many partitions' events are handled at once, each partition's in order (PARTITIONS_AT_ONCE by default). */
  partitionsAtOnce?: number;
}

/**
 * Partitions handled at once by one consumer. A handler spends most of its time waiting on the
 * database: one partition at a time would queue every other partition's events behind that wait.
 * Events of one key share a partition, so their order holds.
 */
export const PARTITIONS_AT_ONCE = 4;

type Outcome = 'applied' | 'duplicate' | 'refused';

/**
 * At-least-once delivery from Kafka, effectively-once effects: each event id is recorded in the
 * inbox in the same transaction as the handler's changes, so a redelivery finds it and does nothing.
 * An event that keeps failing goes to the dead-letter table instead of blocking its partition.
 */
/** How long a consumer that kafkajs gave up on waits before it starts again. */
const restartDelayMs = 1_000;

export class EventConsumer {
  private consumer: Consumer | undefined;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ConsumerOptions) {}

  async start(): Promise<void> {
    if (this.stopping) return;
    const { kafka, groupId, handlers } = this.options;
    const prefix = this.options.topicPrefix ?? '';
    const topics = (Object.keys(handlers) as EventType[]).map((type) => topicOf(type, prefix));
    if (topics.length === 0) return;
    const consumer = kafka.consumer({
      groupId: `${prefix}${groupId}`,
      maxWaitTimeInMs: 200,
      // A short session keeps re-joins (restarts, scale-out) to a few seconds.
      sessionTimeout: 6_000,
      heartbeatInterval: 500,
      rebalanceTimeout: 10_000,
      allowAutoTopicCreation: false,
      retry: { initialRetryTime: 200, maxRetryTime: 5_000, retries: Number.MAX_SAFE_INTEGER },
    });
    this.consumer = consumer;
    if (this.options.registry) trackConsumerLag(this.options.registry, consumer, groupId, prefix);
    // kafkajs restarts a crashed consumer only after errors it deems retriable; after any other
    // (the group coordinator not found while the broker is still loading, a handler's error) it
    // leaves it stopped for good, and the service would consume nothing more. Such a consumer
    // starts again here, from the last committed offsets (the inbox drops what it had applied).
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || this.stopping || this.consumer !== consumer) return;
      this.options.logger.error({ err: payload.error }, 'consumer stopped on an error kafkajs does not restart after; starting it again');
      this.restartLater();
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        partitionsConsumedConcurrently: this.options.partitionsAtOnce ?? PARTITIONS_AT_ONCE,
        eachMessage: async ({ topic, message }) => {
          await this.handleMessage(topic.slice(prefix.length), message);
        },
      });
    } catch (error) {
      // Nothing is left half-connected: a later start (the broker back) begins afresh.
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    // Stopped while starting: the consumer the stop did not see goes too.
    if (this.stopping) await consumer.disconnect();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    await this.consumer?.disconnect();
  }

  private restartLater(): void {
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.start().catch((error: unknown) => {
        this.options.logger.warn({ err: error }, 'consumer restart failed; trying again');
        if (!this.stopping) this.restartLater();
      });
    }, restartDelayMs);
  }

  /** Parses, validates and applies one message; public so tests can replay a raw message. */
  async handleMessage(topic: string, message: KafkaMessage): Promise<Outcome | 'dead-lettered'> {
    const raw = message.value?.toString('utf8') ?? '';
    const requestId = sanitizeRequestId(message.headers?.[eventHeaders.requestId]?.toString()) ?? randomUUID();
    return runWithRequestContext({ requestId }, () => inConsumerSpan(topic, message.headers, async (span) => {
      const parsed = this.parse(raw);
      if ('problem' in parsed) {
        await this.deadLetter(parsed.id ?? randomUUID(), topic, raw, parsed.problem);
        markFailed(span, parsed.problem);
        return 'dead-lettered';
      }
      const maxAttempts = this.options.maxAttempts ?? 5;
      for (let attempt = 1; ; attempt++) {
        try {
          const outcome = await this.apply(parsed.event);
          this.options.logger.debug({ eventId: parsed.event.id, type: parsed.event.type, outcome }, 'event consumed');
          return outcome;
        } catch (error) {
          // While stopping, leave the offset uncommitted: the next owner of the partition retries.
          if (this.stopping) throw error;
          if (attempt >= maxAttempts) {
            await this.deadLetter(parsed.event.id, topic, raw, String(error instanceof Error ? error.stack : error));
            markFailed(span, error);
            return 'dead-lettered';
          }
          this.options.logger.warn({ err: error, eventId: parsed.event.id, attempt }, 'event handler failed; retrying');
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        }
      }
    }));
  }

  private parse(raw: string): { event: TypedEvent<EventType> } | { problem: string; id?: string } {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return { problem: 'value is not JSON' };
    }
    const envelope = eventEnvelopeSchema.safeParse(json);
    if (!envelope.success) return { problem: `bad envelope: ${envelope.error.message}` };
    const { type, id } = envelope.data;
    if (!(type in this.options.handlers)) return { problem: `no handler for ${type}`, id };
    const payload = eventSchemas[type as EventType].safeParse(envelope.data.payload);
    if (!payload.success) return { problem: `bad payload: ${payload.error.message}`, id };
    return { event: { ...envelope.data, type: type as EventType, payload: payload.data } };
  }

  private async apply(event: TypedEvent<EventType>): Promise<Outcome> {
    const handler = this.options.handlers[event.type] as EventHandler<EventType> | ConfirmedEventHandler<EventType, unknown>;
    const apply = typeof handler === 'function' ? handler : await this.confirm(event, handler);
    if (typeof apply === 'string') return apply;
    const effects: (() => Promise<void>)[] = [];
    const outcome = await this.options.orm.em.fork().transactional(async (em): Promise<Outcome> => {
      if (!(await this.recordInInbox(em, event))) return 'duplicate';
      await apply(event, em, { afterCommit: (effect) => effects.push(effect) });
      return 'applied';
    });
    for (const effect of effects) {
      await effect().catch((error: unknown) => this.options.logger.warn({ err: error, eventId: event.id, type: event.type }, 'effect after an event failed'));
    }
    return outcome;
  }

  /**
   * Asks a confirmed handler's source about the event, before any transaction opens: the handler's
   * `apply` bound to what the source answered, or the outcome when there is nothing to apply.
   */
  private async confirm(event: TypedEvent<EventType>, handler: ConfirmedEventHandler<EventType, unknown>): Promise<EventHandler<EventType> | Outcome> {
    // A redelivery is not worth a question to another service.
    if (await this.inInbox(event)) return 'duplicate';
    const confirmation = await handler.confirm(event);
    if ('confirmed' in confirmation) return (confirmed, em, context) => handler.apply(confirmed, confirmation.confirmed, em, context);
    this.options.logger.error({ eventId: event.id, type: event.type, reason: confirmation.refused }, 'event refused by its source of truth: skipped, nothing applied');
    return (await this.recordInInbox(this.options.orm.em.fork(), event)) ? 'refused' : 'duplicate';
  }

  /** Records the event as handled by this consumer; false when it already was. */
  private async recordInInbox(em: EntityManager, event: TypedEvent<EventType>): Promise<boolean> {
    const recorded = await em
      .createQueryBuilder(InboxEntry)
      .insert({ eventId: event.id, consumer: this.options.groupId, eventType: event.type, processedAt: new Date() })
      .onConflict(['eventId', 'consumer'])
      .ignore()
      .execute('run');
    return recorded.affectedRows > 0;
  }

  private async inInbox(event: TypedEvent<EventType>): Promise<boolean> {
    return (await this.options.orm.em.fork().count(InboxEntry, { eventId: event.id, consumer: this.options.groupId })) > 0;
  }

  private async deadLetter(eventId: string, topic: string, value: string, error: string): Promise<void> {
    this.options.logger.error({ eventId, topic, error }, 'event dead-lettered');
    await this.options.orm.em
      .fork()
      .createQueryBuilder(DeadLetter)
      .insert({ eventId, consumer: this.options.groupId, topic, value, error, failedAt: new Date() })
      .onConflict(['eventId', 'consumer'])
      .merge(['error', 'failedAt'])
      .execute('run');
  }
}
