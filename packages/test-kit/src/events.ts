import { randomUUID } from 'node:crypto';
import { eventHeaders, topicOf, type EventPayload, type EventType } from '@shop/contracts';
import type { BackendName } from '@shop/deployables';
import { Kafka, logLevel, type Producer, type SASLOptions } from 'kafkajs';
import type { KAFKA_ADMIN_USER } from '@shop/dev-infra';

export type EventSender = BackendName | typeof KAFKA_ADMIN_USER | 'anonymous';

/**
 * Sends events to their topics under the run's prefix as their publishers' outbox relays would
 * (the same envelope), for a test that plays another service. Each is sent signed in as its
 * publisher's Kafka user unless `sender` names another (a deployable's user, the admin, or none),
 * so a test cannot send what that service could not. One idempotent producer per sender.
 */
export class TestEvents {
  private readonly producers = new Map<EventSender, Promise<Producer>>();

  constructor(private readonly kafka: { brokers: string[]; topicPrefix: string; sasl: (sender: Exclude<EventSender, 'anonymous'>) => SASLOptions | undefined }) {}

  /** Sends one event and answers its id; the same `id` again is a redelivery, as after a relay's crash. */
  async send<T extends EventType>(type: T, key: string, payload: EventPayload<T>, options: { id?: string; sender?: EventSender } = {}): Promise<string> {
    const id = options.id ?? randomUUID();
    const producer = await this.producerOf(options.sender ?? (type.split('.')[0] as BackendName));
    const value = JSON.stringify({ id, type, occurredAt: new Date().toISOString(), aggregateId: key, payload });
    await producer.send({ topic: topicOf(type, this.kafka.topicPrefix), acks: -1, messages: [{ key, value, headers: { [eventHeaders.eventType]: type } }] });
    return id;
  }

  async close(): Promise<void> {
    for (const producer of this.producers.values()) await (await producer.catch(() => undefined))?.disconnect();
    this.producers.clear();
  }

  private producerOf(sender: EventSender): Promise<Producer> {
    let producer = this.producers.get(sender);
    if (!producer) {
      const sasl = sender === 'anonymous' ? undefined : this.kafka.sasl(sender);
      const kafka = new Kafka({ clientId: `test-events-${sender}`, brokers: this.kafka.brokers, ...(sasl ? { sasl } : {}), logLevel: logLevel.NOTHING, retry: { retries: 3 } });
      const created = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      producer = created.connect().then(() => created);
      // A refused sign-in is the caller's to see, on this send and the next.
      this.producers.set(sender, producer);
    }
    return producer;
  }
}
