import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Consumer } from 'kafkajs';
import type { Logger } from '../logger.js';

export { Registry };

/** A deployable's metrics, with Node's process metrics (CPU, memory, event-loop lag, GC). */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Seconds, from sub-millisecond cache hits to calls that hit a 3–10 s deadline. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Duration and errors of one kind of call (tRPC procedures, gRPC methods served or called):
 * `<prefix>_seconds{<label>}` (its `_count` is the number of calls) and
 * `<prefix>_errors_total{<label>,code}`.
 */
export class CallMetrics {
  private readonly durations: Histogram;
  private readonly errors: Counter;
  // Label lookups hash their values on each call; the per-method children are cached instead.
  private readonly timers = new Map<string, Histogram.Internal<string>>();

  constructor(registry: Registry, prefix: string, label: string, help: string) {
    this.durations = new Histogram({ name: `${prefix}_seconds`, help: `${help}: duration in seconds`, labelNames: [label], buckets: DURATION_BUCKETS, registers: [registry] });
    this.errors = new Counter({ name: `${prefix}_errors_total`, help: `${help}: failures by code`, labelNames: [label, 'code'], registers: [registry] });
  }

  /** Records one call that started at `startedMs` (performance.now()); `errorCode` if it failed. */
  observe(name: string, startedMs: number, errorCode?: string): void {
    let timer = this.timers.get(name);
    if (!timer) {
      timer = this.durations.labels(name);
      this.timers.set(name, timer);
    }
    timer.observe((performance.now() - startedMs) / 1000);
    if (errorCode !== undefined) this.errors.labels(name, errorCode).inc();
  }
}

export const grpcServerMetrics = (registry: Registry) => new CallMetrics(registry, 'grpc_server_handling', 'method', 'gRPC calls served');
export const grpcClientMetrics = (registry: Registry) => new CallMetrics(registry, 'grpc_client_handling', 'method', 'gRPC calls made');
export const trpcMetrics = (registry: Registry) => new CallMetrics(registry, 'trpc_procedure', 'procedure', 'tRPC procedure calls');

/**
 * `kafka_consumer_lag{group,topic,partition}`: messages on each partition the group has not yet
 * consumed, as the consumer's last fetched batch reports it (no admin round trips). Topics are
 * labelled without `topicPrefix` (KAFKA_TOPIC_PREFIX), by their events' wire names.
 */
export function trackConsumerLag(registry: Registry, consumer: Consumer, group: string, topicPrefix = ''): void {
  const lag =
    (registry.getSingleMetric('kafka_consumer_lag') as Gauge<'group' | 'topic' | 'partition'> | undefined) ??
    new Gauge({
      name: 'kafka_consumer_lag',
      help: 'Messages on the partition not yet consumed by the group (high watermark minus the last offset processed)',
      labelNames: ['group', 'topic', 'partition'],
      registers: [registry],
    });
  consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
    lag.labels(group, payload.topic.slice(topicPrefix.length), String(payload.partition)).set(Math.max(0, Number(payload.offsetLag)));
  });
}

/** The connection pool's size by state, read at scrape time. */
export function registerPoolGauge(registry: Registry, pool: () => { totalCount: number; idleCount: number; waitingCount: number } | undefined): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool: open connections (total), idle ones, and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = pool();
      if (!stats) return;
      this.labels('total').set(stats.totalCount);
      this.labels('idle').set(stats.idleCount);
      this.labels('waiting').set(stats.waitingCount);
    },
  });
}

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

/** Serves `GET /metrics` (Prometheus text format) on its own port, apart from the API. */
export async function startMetricsServer(options: { host: string; port: number; registry: Registry; logger: Logger }): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics collection failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
