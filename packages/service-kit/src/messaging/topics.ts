import { allTopics, topicOf, topicPartitions, type EventType } from '@shop/contracts';
import type { Kafka } from 'kafkajs';

/**
 * Creates the events' topics with their partition counts from the event catalogue, if missing.
 * Every process that produces or consumes a topic calls this at start, so start order does not
 * matter; a topic that already exists is left as it is.
 */
export async function ensureTopics(kafka: Kafka, types: readonly EventType[], replicationFactor: number): Promise<void> {
  if (types.length === 0) return;
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.createTopics({
      waitForLeaders: true,
      topics: [...new Set(types)].map((type) => ({ topic: topicOf(type), numPartitions: topicPartitions[type], replicationFactor })),
    });
  } finally {
    await admin.disconnect();
  }
}

/** The events a service publishes: their wire names start with the service's name. */
export function topicsPublishedBy(service: string): EventType[] {
  return allTopics.filter((type) => type.startsWith(`${service}.`));
}
