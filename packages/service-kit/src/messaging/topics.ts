import { allTopics, topicOf, topicPartitions, type EventType } from '@shop/contracts';
import type { Admin, Kafka } from 'kafkajs';

const leadersTimeoutMs = 30_000;

/**
 * Creates the events' topics with their partition counts from the event catalogue, if missing,
 * and resolves once every partition has a leader. Every process that produces or consumes a
 * topic calls this at start, so start order does not matter; a topic that already exists is left
 * as it is. The topics' names start with `topicPrefix` (KAFKA_TOPIC_PREFIX) when one is set.
 */
export async function ensureTopics(kafka: Kafka, types: readonly EventType[], replicationFactor: number, topicPrefix = ''): Promise<void> {
  if (types.length === 0) return;
  const wanted = [...new Set(types)];
  const admin = kafka.admin();
  await admin.connect();
  try {
    // Only missing topics are asked for: the broker answers an existing one with an error that
    // kafkajs logs at error level on every restart.
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((type) => !existing.has(topicOf(type, topicPrefix)));
    if (missing.length > 0) {
      // Leaders are awaited below: kafkajs' own wait fails on the same window it would wait out.
      await admin.createTopics({
        waitForLeaders: false,
        topics: missing.map((type) => ({ topic: topicOf(type, topicPrefix), numPartitions: topicPartitions[type], replicationFactor })),
      });
    }
    await waitForLeaders(admin, wanted.map((type) => topicOf(type, topicPrefix)));
  } finally {
    await admin.disconnect();
  }
}

/**
 * kafkajs' own `waitForLeaders` gives up when the broker does not know a just-created topic yet
 * (KRaft hands new metadata to the broker a moment after the controller commits it), and two
 * processes creating the same topic at once both hit that window; so wait for it here.
 */
async function waitForLeaders(admin: Admin, topics: string[]): Promise<void> {
  const deadline = Date.now() + leadersTimeoutMs;
  for (;;) {
    try {
      const metadata = await admin.fetchTopicMetadata({ topics });
      if (metadata.topics.every((topic) => topic.partitions.length > 0 && topic.partitions.every((p) => p.leader >= 0))) return;
    } catch (error) {
      const type = (error as { type?: string }).type;
      if (type !== 'UNKNOWN_TOPIC_OR_PARTITION' && type !== 'LEADER_NOT_AVAILABLE') throw error;
    }
    if (Date.now() > deadline) throw new Error(`topics ${topics.join(', ')} have no leaders after ${leadersTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The events a service publishes: their wire names start with the service's name. */
export function topicsPublishedBy(service: string): EventType[] {
  return allTopics.filter((type) => type.startsWith(`${service}.`));
}
