import { randomBytes } from 'node:crypto';
import { startBroker, startPostgres, type RunningBroker, type RunningPostgres } from '@shop/dev-infra';
import { ENV_BROKERS, ENV_DATABASE_URL, ENV_TOPIC_PREFIX } from './env.js';

interface Infra {
  postgres: RunningPostgres;
  broker: RunningBroker;
}

const key = Symbol.for('shop.test-kit.infra');

/**
 * jest globalSetup: one Postgres and one Kafka for the whole run of a workspace, started side by
 * side, or the ones DATABASE_URL and KAFKA_BROKERS name (`npm test` starts one of each for every
 * workspace's integration tests). Test files work in schemas of their own; the run's topics and
 * consumer groups get a prefix of their own, so events a run before this one left on a shared
 * broker never reach this run's consumers.
 */
export default async function globalSetup(): Promise<void> {
  const [postgres, broker] = await Promise.all([
    startPostgres({ externalUrl: process.env.DATABASE_URL }),
    startBroker({ externalBrokers: process.env.KAFKA_BROKERS }),
  ]);
  process.env[ENV_DATABASE_URL] = postgres.url;
  process.env[ENV_BROKERS] = broker.brokers.join(',');
  process.env[ENV_TOPIC_PREFIX] = `t${randomBytes(4).toString('hex')}.`;
  (globalThis as Record<symbol, Infra>)[key] = { postgres, broker };
}

export async function globalTeardown(): Promise<void> {
  const infra = (globalThis as Record<symbol, Infra | undefined>)[key];
  await infra?.broker.stop();
  await infra?.postgres.stop();
}
