import { startKafkaMock, type KafkaMock } from '@shop/kafka-mock';

export interface RunningBroker {
  brokers: string[];
  /** The local mock cluster, for fault injection; undefined when an external Kafka is used. */
  mock: KafkaMock | undefined;
  stop(): Promise<void>;
}

/**
 * The Kafka-protocol broker: the external cluster if given (e.g. `KAFKA_BROKERS`), otherwise
 * librdkafka's mock cluster with every topic created up front.
 */
export async function startBroker(options: {
  externalBrokers?: string;
  topics: readonly string[];
  onLog?: (line: string) => void;
}): Promise<RunningBroker> {
  if (options.externalBrokers) {
    const brokers = options.externalBrokers.split(',').map((b) => b.trim()).filter(Boolean);
    return { brokers, mock: undefined, stop: async () => undefined };
  }
  const mock = await startKafkaMock({ topics: options.topics, ...(options.onLog ? { onLog: options.onLog } : {}) });
  return { brokers: mock.brokers, mock, stop: () => mock.stop() };
}
