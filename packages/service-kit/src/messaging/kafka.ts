import { Kafka, logLevel, Partitioners, type LogEntry, type Producer } from 'kafkajs';
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

/** One Kafka client per process. */
export function createKafka(options: { clientId: string; brokers: string[]; logger: Logger }): Kafka {
  stopIdleRequestQueueTimers();
  const log = options.logger.child({ component: 'kafka' });
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
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
