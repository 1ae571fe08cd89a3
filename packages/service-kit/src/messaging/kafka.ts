import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from '../logger.js';

/**
 * One Kafka client per process. Settings suit both a real cluster and the local mock broker
 * (which has no idempotent producer, no admin API and a controller id of 0).
 */
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
