import { topicOf, type EventType } from '@shop/contracts';
import { deployable, deployables, type DeployableName } from './manifest.js';

/**
 * Deployables whose every replica reads in a consumer group of its own, by the start of the
 * groups' ids: each BFF replica hears every session revocation. Any other deployable reads in one
 * group named after it (service-kit's `EventConsumer`).
 */
export const replicaConsumerGroups: Readonly<Partial<Record<DeployableName, string>>> = { bff: 'bff-sessions-' };

/** What a deployable may do on one Kafka resource; Kafka's Write and Read imply Describe. */
export interface KafkaAcl {
  resource: 'topic' | 'group';
  name: string;
  patternType: 'literal' | 'prefix';
  operations: readonly ('Write' | 'Read' | 'Create')[];
}

/**
 * A deployable's Kafka ACLs, from the manifest: it writes only the topics of the events it
 * publishes, reads only those it consumes, in its own consumer group. It may create those topics
 * too: every process ensures its topics at start (service-kit's `ensureTopics`), so start order
 * does not matter; in the chart's cluster they exist already as KafkaTopic resources. No
 * transactional ids: the outbox relay's producer is idempotent, not transactional, and an
 * idempotent producer needs only Write on a topic. `topicPrefix` is KAFKA_TOPIC_PREFIX: a test
 * run's topics and groups are granted under its own prefix.
 */
export function kafkaAclsOf(name: DeployableName, topicPrefix = ''): KafkaAcl[] {
  const entry = deployable(name);
  const publishes: readonly EventType[] = entry.publishes;
  const consumes: readonly EventType[] = entry.consumes;
  const topics = [...new Set([...publishes, ...consumes])].map(
    (type): KafkaAcl => ({
      resource: 'topic',
      name: topicOf(type, topicPrefix),
      patternType: 'literal',
      operations: [...(publishes.includes(type) ? (['Write'] as const) : []), ...(consumes.includes(type) ? (['Read'] as const) : []), 'Create'],
    }),
  );
  const replicaGroup = replicaConsumerGroups[name];
  const group: KafkaAcl = { resource: 'group', name: `${topicPrefix}${replicaGroup ?? name}`, patternType: replicaGroup ? 'prefix' : 'literal', operations: ['Read'] };
  return consumes.length === 0 ? topics : [...topics, group];
}

/** The deployables that publish or consume events: each signs in to Kafka as a user of its own, named after it. */
export function kafkaUserNames(): DeployableName[] {
  return deployables.filter((entry) => entry.publishes.length + entry.consumes.length > 0).map((entry) => entry.name);
}

/** Every Kafka user's ACLs under `topicPrefix`, by its name (the deployable's). */
export function kafkaAcls(topicPrefix = ''): ReadonlyMap<DeployableName, KafkaAcl[]> {
  return new Map(kafkaUserNames().map((name) => [name, kafkaAclsOf(name, topicPrefix)]));
}
