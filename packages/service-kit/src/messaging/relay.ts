import { LockMode, raw, type InferEntity } from '@mikro-orm/core';
import type { Producer } from 'kafkajs';
import type { Orm } from '../db/orm.js';
import { OutboxMessage } from '../db/outbox-entity.js';
import type { Logger } from '../logger.js';
import { inSpan, linkTo, SpanKind, traceContextOfHeaders } from '../telemetry/tracing.js';

export type OutboxRow = InferEntity<typeof OutboxMessage>;

/** Where relayed events go; Kafka in production, swappable to inject faults in tests. */
export interface EventPublisher {
  publish(rows: OutboxRow[]): Promise<void>;
}

/**
 * Publishes through the producer, connecting it first: on the first publish, and again after a
 * connection that failed (a producer whose connect failed, the broker down at start, would
 * otherwise refuse every send for good as disconnected). The outbox keeps each event's topic as
 * its wire name; `topicPrefix` (KAFKA_TOPIC_PREFIX) is put before it here, on the way out.
 */
export function kafkaPublisher(producer: Producer, topicPrefix = ''): EventPublisher {
  let connected: Promise<void> | undefined;
  const connect = () =>
    (connected ??= producer.connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    }));
  return {
    async publish(rows) {
      await connect();
      const byTopic = new Map<string, OutboxRow[]>();
      for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, topicRows]) => ({
          topic: `${topicPrefix}${topic}`,
          messages: topicRows.map((row) => ({
            key: row.key,
            value: JSON.stringify({
              id: row.id,
              type: row.type,
              occurredAt: row.occurredAt.toISOString(),
              aggregateId: row.key,
              payload: row.payload,
            }),
            headers: row.headers,
          })),
        })),
      });
    },
  };
}

export interface RelayOptions {
  orm: Orm;
  publisher: EventPublisher;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
  /** Published rows are kept this long for inspection, then pruned. */
  retentionHours?: number;
}

/**
 * Publishes committed outbox rows in commit order. Rows are claimed with SKIP LOCKED so several
 * replicas can relay at once; a failed publish leaves them pending and the relay backs off.
 * Rows left behind by a crash are simply found by the next poll, here or in another replica.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private failures = 0;
  private rerun = false;
  private lastPrune = 0;

  constructor(private readonly options: RelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a pass now (after a commit that wrote events) instead of at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.rerun = true;
    else this.schedule(0);
  }

  /** Finishes the pass in progress and one last flush of what is pending, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    try {
      await this.relayPending();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox flush at shutdown failed; rows stay pending');
    }
  }

  /** One pass: publishes every pending row, a batch at a time. Returns how many were published. */
  async relayPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.relayBatch();
      total += published;
      if (published < (this.options.batchSize ?? 100)) return total;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.rerun;
        this.rerun = false;
        this.schedule(again && this.failures === 0 ? 0 : this.nextDelay());
      });
    }, delayMs);
  }

  private nextDelay(): number {
    if (this.failures === 0) return this.options.pollMs;
    return Math.min(30_000, this.options.pollMs * 2 ** Math.min(this.failures, 10));
  }

  private async pass(): Promise<void> {
    try {
      await this.relayPending();
      if (this.failures > 0) this.options.logger.info({ afterFailures: this.failures }, 'outbox relay recovered');
      this.failures = 0;
      await this.pruneOccasionally();
    } catch (error) {
      this.failures += 1;
      this.options.logger.warn({ err: error, failures: this.failures }, 'outbox relay pass failed; will retry');
    }
  }

  private async relayBatch(): Promise<number> {
    const em = this.options.orm.em.fork();
    // The failure is recorded inside the transaction (so it commits) and rethrown after it.
    const outcome = await em.transactional(async (tx) => {
      const rows = await tx.find(
        OutboxMessage,
        { publishedAt: null },
        { orderBy: { occurredAt: 'asc', id: 'asc' }, limit: this.options.batchSize ?? 100, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, disableIdentityMap: true },
      );
      if (rows.length === 0) return { published: 0 };
      const ids = rows.map((r) => r.id);
      try {
        // Relaying runs outside any request: its span links to the span that recorded each event.
        const links = rows.flatMap((row) => linkTo(traceContextOfHeaders(row.headers)));
        await inSpan('outbox relay', { kind: SpanKind.PRODUCER, links, attributes: { 'messaging.system': 'kafka', 'messaging.batch.message_count': rows.length } }, () =>
          this.options.publisher.publish(rows),
        );
      } catch (error) {
        const message = String(error instanceof Error ? error.message : error).slice(0, 1000);
        await tx.nativeUpdate(OutboxMessage, { id: { $in: ids } }, { attempts: raw('attempts + 1'), lastError: message });
        return { published: 0, error };
      }
      await tx.nativeUpdate(OutboxMessage, { id: { $in: ids } }, { publishedAt: new Date(), attempts: raw('attempts + 1'), lastError: null });
      return { published: rows.length };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.published;
  }

  /** Rows not yet relayed, and how long the oldest has waited (for the metrics scrape). */
  async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const em = this.options.orm.em.fork();
    const [pending, oldest] = await Promise.all([
      em.count(OutboxMessage, { publishedAt: null }),
      em.findOne(OutboxMessage, { publishedAt: null }, { orderBy: { occurredAt: 'asc' }, fields: ['occurredAt'], disableIdentityMap: true }),
    ]);
    return { pending, oldestAgeSeconds: oldest ? Math.max(0, (Date.now() - oldest.occurredAt.getTime()) / 1000) : 0 };
  }

  private async pruneOccasionally(): Promise<void> {
    if (Date.now() - this.lastPrune < 3_600_000) return;
    this.lastPrune = Date.now();
    const cutoff = new Date(Date.now() - (this.options.retentionHours ?? 24) * 3_600_000);
    await this.options.orm.em.fork().nativeDelete(OutboxMessage, { publishedAt: { $lt: cutoff } });
  }
}
