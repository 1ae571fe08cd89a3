import { Kafka, logLevel, Partitioners, type LogEntry, type Producer, type SASLOptions } from 'kafkajs';
import { ConfigError } from '../config.js';
import type { Logger } from '../logger.js';
import { stopIdleRequestQueueTimers } from './kafkajs-request-queue.js';

/**
 * The producer every process uses: idempotent (the broker drops a retried batch it already has,
 * so a retry inside one send never duplicates), which kafkajs allows only with one request in
 * flight; acks from all in-sync replicas.
 */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    allowAutoTopicCreation: false,
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}

/**
 * kafkajs' `sasl` option from KAFKA_USERNAME, KAFKA_PASSWORD and KAFKA_SASL_MECHANISM
 * (`kafkaAuthSettings`); none when neither is set. One without the other is a configuration error:
 * a deployable must not fall back to connecting unauthenticated.
 */
export function kafkaSasl(config: { KAFKA_SASL_MECHANISM: 'scram-sha-512' | 'scram-sha-256'; KAFKA_USERNAME?: string | undefined; KAFKA_PASSWORD?: string | undefined }): SASLOptions | undefined {
  const { KAFKA_SASL_MECHANISM: mechanism, KAFKA_USERNAME: username, KAFKA_PASSWORD: password } = config;
  if (username === undefined && password === undefined) return undefined;
  if (username === undefined || password === undefined) throw new ConfigError(`Invalid configuration:\n  ${username === undefined ? 'KAFKA_USERNAME' : 'KAFKA_PASSWORD'}: required with ${username === undefined ? 'KAFKA_PASSWORD' : 'KAFKA_USERNAME'}`);
  return { mechanism, username, password };
}

/** One Kafka client per process; `sasl` signs it in as its user (`kafkaSasl`). */
export function createKafka(options: { clientId: string; brokers: string[]; sasl?: SASLOptions | undefined; logger: Logger }): Kafka {
  stopIdleRequestQueueTimers();
  const log = options.logger.child({ component: 'kafka' });
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    ...(options.sasl ? { sasl: options.sasl } : {}),
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    // Ride out a short broker outage inside one send instead of failing and re-joining groups.
    retry: { initialRetryTime: 100, maxRetryTime: 1_000, retries: 10 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log: entry }: LogEntry) => {
        const { message, ...rest } = entry;
        log[kafkaLogLevel(level, message)](rest, message);
      },
  });
}

/**
 * kafkajs logs each error answer of a broker (`Response <API>(…)`) at error level, though it retries
 * the request itself: a topic just created and not yet served, a group coordinator still starting.
 * Those are warnings; an operation that still fails after its retries is logged as an error where it
 * fails (a consumer's crash, a publish that throws).
 */
export function kafkaLogLevel(level: logLevel, message: string): 'error' | 'warn' {
  return level <= logLevel.ERROR && !message.startsWith('Response ') ? 'error' : 'warn';
}
