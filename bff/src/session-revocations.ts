import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eventEnvelopeSchema, eventSchemas, topicOf } from '@shop/contracts';
import { createKafka, ensureTopics, inConsumerSpan, trackConsumerLag, type kafkaSasl, type Logger, type Registry } from '@shop/service-kit';

const REVOKED = 'identity.sessions.revoked.v1' as const;

export interface SessionRevocationOptions {
  brokers: string[];
  /** Replicas of the topic if this replica is the first to need it. */
  replicationFactor: number;
  /** Put before the topic's name and the group id (KAFKA_TOPIC_PREFIX); none by default. */
  topicPrefix?: string;
  /** Its Kafka user (`kafkaSasl`); none on a broker without authentication. */
  sasl?: ReturnType<typeof kafkaSasl>;
  logger: Logger;
  /** Called with the user whose sessions all ended. */
  onRevoked(userId: string): void;
  /** Where `kafka_consumer_lag` is reported. */
  registry?: Registry;
}

/**
 * Hears identity's `identity.sessions.revoked.v1` so that this replica stops trusting a user's
 * cached sessions at once. Every replica must hear every revocation, so each one reads in a
 * consumer group of its own, from the latest offset (older revocations are older than anything
 * it has cached), and commits nothing: the group vanishes with the replica.
 */
export class SessionRevocations {
  private readonly kafka: ReturnType<typeof createKafka>;
  private readonly consumer;

  constructor(private readonly options: SessionRevocationOptions) {
    const groupId = `${options.topicPrefix ?? ''}bff-sessions-${hostname()}-${randomUUID()}`;
    this.kafka = createKafka({ clientId: 'bff', brokers: options.brokers, sasl: options.sasl, logger: options.logger });
    this.consumer = this.kafka.consumer({
      groupId,
      maxWaitTimeInMs: 200,
      sessionTimeout: 6_000,
      heartbeatInterval: 500,
      allowAutoTopicCreation: false,
      retry: { initialRetryTime: 200, maxRetryTime: 5_000, retries: Number.MAX_SAFE_INTEGER },
    });
    if (options.registry) trackConsumerLag(options.registry, this.consumer, 'bff-sessions', options.topicPrefix);
  }

  /** Resolves once the first fetch from the latest offset is done: revocations from then on are heard. */
  async start(): Promise<void> {
    const firstFetch = new Promise<void>((resolve) => {
      const stopListening = this.consumer.on(this.consumer.events.FETCH, () => {
        stopListening();
        resolve();
      });
    });
    // The BFF may start before identity has created the topic.
    const prefix = this.options.topicPrefix ?? '';
    await ensureTopics(this.kafka, [REVOKED], this.options.replicationFactor, prefix);
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [topicOf(REVOKED, prefix)], fromBeginning: false });
    await this.consumer.run({
      autoCommit: false,
      eachMessage: ({ topic, message }) =>
        inConsumerSpan(topic.slice(prefix.length), message.headers, async () => {
          const userId = this.userIdOf(message.value?.toString('utf8') ?? '');
          if (userId) this.options.onRevoked(userId);
        }),
    });
    await firstFetch;
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }

  private userIdOf(raw: string): string | undefined {
    try {
      const envelope = eventEnvelopeSchema.parse(JSON.parse(raw));
      return envelope.type === REVOKED ? eventSchemas[REVOKED].parse(envelope.payload).userId : undefined;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'unreadable session revocation skipped');
      return undefined;
    }
  }
}
