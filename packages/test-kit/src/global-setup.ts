import { randomBytes } from 'node:crypto';
import { grantKafkaAcls, startBroker, startPostgres, type RunningBroker, type RunningPostgres } from '@shop/dev-infra';
import { ENV_BROKERS, ENV_DATABASE_URL, ENV_KAFKA_USERS_FILE, ENV_TOPIC_PREFIX } from './env.js';

interface Infra {
  postgres: RunningPostgres;
  broker: RunningBroker;
}

const key = Symbol.for('shop.test-kit.infra');

/**
 * jest globalSetup: one Postgres and one Kafka for the whole run of a workspace, started side by
 * side, or the ones DATABASE_URL and KAFKA_BROKERS (with KAFKA_USERS_FILE) name (`npm test` starts
 * one of each for every workspace's integration tests). Test files work in schemas of their own;
 * the run's topics and consumer groups get a prefix of their own, so events a run before this one
 * left on a shared broker never reach this run's consumers, and each deployable's Kafka user is
 * granted its ACLs under that prefix.
 */
export default async function globalSetup(): Promise<void> {
  const [postgres, broker] = await Promise.all([
    startPostgres({ externalUrl: process.env.DATABASE_URL }),
    startBroker({ externalBrokers: process.env.KAFKA_BROKERS, externalUsersFile: process.env.KAFKA_USERS_FILE }),
  ]);
  const topicPrefix = `t${randomBytes(4).toString('hex')}.`;
  await grantKafkaAcls(broker.brokers, broker.users, topicPrefix);
  process.env[ENV_DATABASE_URL] = postgres.url;
  process.env[ENV_BROKERS] = broker.brokers.join(',');
  process.env[ENV_TOPIC_PREFIX] = topicPrefix;
  process.env[ENV_KAFKA_USERS_FILE] = broker.usersFile ?? '';
  (globalThis as Record<symbol, Infra>)[key] = { postgres, broker };
}

export async function globalTeardown(): Promise<void> {
  const infra = (globalThis as Record<symbol, Infra | undefined>)[key];
  await infra?.broker.stop();
  await infra?.postgres.stop();
}
