import { startLocalKafka, type LocalKafka } from './kafka.js';

export interface RunningBroker {
  brokers: string[];
  /** The Kafka this process started, for outage tests; undefined when an external cluster is used. */
  local: LocalKafka | undefined;
  stop(): Promise<void>;
}

/**
 * Kafka: the external cluster if given (e.g. `KAFKA_BROKERS`), otherwise a single-node Apache
 * Kafka started here. Topics are created by the services that use them, not here.
 */
export async function startBroker(options: { externalBrokers?: string | undefined; dataDir?: string; onLog?: (line: string) => void } = {}): Promise<RunningBroker> {
  if (options.externalBrokers) {
    const brokers = options.externalBrokers.split(',').map((b) => b.trim()).filter(Boolean);
    return { brokers, local: undefined, stop: async () => undefined };
  }
  const local = await startLocalKafka({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.onLog ? { onLog: options.onLog } : {}),
  });
  return { brokers: local.brokers, local, stop: () => local.stop() };
}
