import { Kafka, logLevel, Partitioners, type LogEntry, type Producer } from 'kafkajs';
import type { Logger } from '../logger.js';

/**
 * One Kafka client per process.
 */
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

export function createKafka(options: { clientId: string; brokers: string[]; logger: Logger }): Kafka {
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
        if (level <= logLevel.ERROR) log.error(rest, message);
        else log.warn(rest, message);
      },
  });
}
