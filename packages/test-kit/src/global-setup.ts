import { allTopics } from '@shop/contracts';
import { startBroker, startPostgres, type RunningBroker, type RunningPostgres } from '@shop/dev-infra';
import { ENV_BROKERS, ENV_DATABASE_URL } from './env.js';

interface Infra {
  postgres: RunningPostgres;
  broker: RunningBroker;
}

const key = Symbol.for('shop.test-kit.infra');

/** jest globalSetup: one Postgres and one broker for the whole run of a workspace. */
export default async function globalSetup(): Promise<void> {
  const postgres = await startPostgres({ externalUrl: process.env.DATABASE_URL });
  const broker = await startBroker({ externalBrokers: process.env.KAFKA_BROKERS, topics: allTopics });
  process.env[ENV_DATABASE_URL] = postgres.url;
  process.env[ENV_BROKERS] = broker.brokers.join(',');
  (globalThis as Record<symbol, Infra>)[key] = { postgres, broker };
}

export async function globalTeardown(): Promise<void> {
  const infra = (globalThis as Record<symbol, Infra | undefined>)[key];
  await infra?.broker.stop();
  await infra?.postgres.stop();
}
