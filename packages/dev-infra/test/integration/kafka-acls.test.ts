import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allTopics, topicOf, topicPartitions } from '@shop/contracts';
import { deployables, replicaConsumerGroups } from '@shop/deployables';
import { Kafka, logLevel, type SASLOptions } from 'kafkajs';
import { grantKafkaAcls, kafkaSasl, startBroker, type RunningBroker } from '../../src/index.js';

// Under a prefix, as a test run grants them: the manifest's ACLs hold for any KAFKA_TOPIC_PREFIX.
const prefix = 'tacl0001.';
let broker: RunningBroker;
const clients: { disconnect(): Promise<void> }[] = [];

const kafka = (sasl: SASLOptions | undefined) =>
  new Kafka({ clientId: 'acl-test', brokers: broker.brokers, ...(sasl ? { sasl } : {}), logLevel: logLevel.NOTHING, retry: { retries: 2, initialRetryTime: 100, maxRetryTime: 500 } });
const as = (name: string) => kafka(kafkaSasl(broker.users, name));
const connected = async <T extends { connect(): Promise<void>; disconnect(): Promise<void> }>(client: T): Promise<T> => {
  clients.push(client);
  await client.connect();
  return client;
};
const producerOf = (name: string) => connected(as(name).producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false }));
const send = async (name: string, type: (typeof allTopics)[number], value: string) =>
  (await producerOf(name)).send({ topic: topicOf(type, prefix), acks: -1, messages: [{ key: 'k', value }] });

/** The original error under kafkajs' wrappers (a retry's `originalError`, a `cause`). */
const originOf = (error: unknown): { type?: string } => {
  const { cause, originalError } = error as { cause?: unknown; originalError?: unknown };
  const inner = originalError ?? cause;
  return inner ? originOf(inner) : (error as { type?: string });
};
/**
 * Whether a consumer's crash is the broker still loading its group coordinator, after which
 * kafkajs starts the consumer again by itself: on a busy machine a fresh broker answers so for a
 * while. Any other crash (an authorization error) is the test's outcome.
 */
const coordinatorLoading = ({ error, restart }: { error: unknown; restart: boolean }) =>
  restart && ['GROUP_LOAD_IN_PROGRESS', 'GROUP_COORDINATOR_NOT_AVAILABLE', 'NOT_COORDINATOR_FOR_GROUP'].includes(originOf(error).type ?? '');

beforeAll(async () => {
  broker = await startBroker();
  await grantKafkaAcls(broker.brokers, broker.users, prefix);
}, 240_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect().catch(() => undefined);
  await broker?.stop();
});

describe("the local broker's users and ACLs, from the manifest", () => {
  it('lets each deployable create and write the topics of its events, then read in its group the events it consumes', async () => {
    // Each publisher creates its topics itself, as service-kit's ensureTopics does at start.
    for (const { name, publishes } of deployables) {
      if (publishes.length === 0) continue;
      const admin = await connected(as(name).admin());
      await admin.createTopics({ waitForLeaders: false, topics: publishes.map((type) => ({ topic: topicOf(type, prefix), numPartitions: topicPartitions[type] })) });
    }
    // KRaft hands a new topic to the broker a moment after the controller commits it.
    const admin = await connected(as('admin').admin());
    for (const type of allTopics) {
      for (;;) {
        const metadata = await admin.fetchTopicMetadata({ topics: [topicOf(type, prefix)] }).catch(() => undefined);
        if (metadata?.topics[0]?.partitions.every((partition) => partition.leader >= 0)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    for (const { name, publishes } of deployables) for (const type of publishes) await send(name, type, `${type} from ${name}`);

    await Promise.all(
      deployables
        .filter((entry) => entry.consumes.length > 0)
        .map(async ({ name, consumes }) => {
          const groupId = `${prefix}${replicaConsumerGroups[name] ? `${replicaConsumerGroups[name]}replica-1` : name}`;
          const consumer = await connected(as(name).consumer({ groupId, allowAutoTopicCreation: false, maxWaitTimeInMs: 100 }));
          await consumer.subscribe({ topics: consumes.map((type) => topicOf(type, prefix)), fromBeginning: true });
          const heard = new Set<string>();
          await new Promise<void>((resolve, reject) => {
            consumer.on(consumer.events.CRASH, ({ payload }) => {
              if (!coordinatorLoading(payload)) reject(payload.error);
            });
            void consumer.run({
              eachMessage: async ({ message }) => {
                heard.add(message.value!.toString());
                if (heard.size === consumes.length) resolve();
              },
            });
          });
          expect([...heard].sort()).toEqual(consumes.map((type) => `${type} from ${type.split('.')[0]}`).sort());
        }),
    );
  }, 180_000);

  it('refuses a money event written with another deployable’s credentials, or with none', async () => {
    const admin = await connected(as('admin').admin());
    const topic = topicOf('fund.withdrawal.approved.v1', prefix);
    const before = await admin.fetchTopicOffsets(topic);

    await expect(send('catalog', 'fund.withdrawal.approved.v1', 'forged')).rejects.toThrow(/Topic authorization failed/i);
    // payment reads withdrawals, it may not announce one.
    await expect(send('payment', 'fund.withdrawal.approved.v1', 'forged')).rejects.toThrow(/Topic authorization failed/i);
    const anonymous = kafka(undefined).producer({ allowAutoTopicCreation: false });
    clients.push(anonymous);
    await expect(anonymous.connect().then(() => anonymous.send({ topic, acks: -1, messages: [{ value: 'forged' }] }))).rejects.toThrow();
    const wrongPassword = kafka({ mechanism: 'scram-sha-512', username: 'fund', password: 'guessed' }).producer();
    clients.push(wrongPassword);
    await expect(wrongPassword.connect()).rejects.toThrow(/SASL SCRAM SHA512 authentication failed/i);

    expect(await admin.fetchTopicOffsets(topic)).toEqual(before);
  }, 120_000);

  it('refuses reading events a deployable does not consume, and another deployable’s group', async () => {
    const readsIn = async (name: string, groupId: string, type: (typeof allTopics)[number]) => {
      const consumer = await connected(as(name).consumer({ groupId, allowAutoTopicCreation: false, retry: { retries: 0 } }));
      await consumer.subscribe({ topics: [topicOf(type, prefix)], fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        consumer.on(consumer.events.CRASH, ({ payload }) => {
          if (!coordinatorLoading(payload)) reject(payload.error);
        });
        consumer.on(consumer.events.GROUP_JOIN, () => resolve());
        void consumer.run({ eachMessage: async () => undefined }).catch(reject);
      });
    };
    // catalog does not consume recharges, nor may it read in fund's group.
    await expect(readsIn('catalog', `${prefix}catalog`, 'payment.recharge.paid.v1')).rejects.toThrow(/authoriz/i);
    // The broker answers FindCoordinator with GROUP_AUTHORIZATION_FAILED, which kafkajs reports so.
    await expect(readsIn('catalog', `${prefix}fund`, 'order.order.completed.v1')).rejects.toThrow(/Failed to find group coordinator/i);
  }, 120_000);
});
