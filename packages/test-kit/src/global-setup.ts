import { startBroker, startPostgres, type RunningBroker, type RunningPostgres } from '@shop/dev-infra';
import { ENV_BROKERS, ENV_DATABASE_URL } from './env.js';

interface Infra {
  postgres: RunningPostgres;
  broker: RunningBroker;
}

const key = Symbol.for('shop.test-kit.infra');

/** jest globalSetup: one Postgres and one Kafka for the whole run of a workspace, started side by side. */
export default async function globalSetup(): Promise<void> {
  const [postgres, broker] = await Promise.all([
    startPostgres({ externalUrl: process.env.DATABASE_URL }),
    startBroker({ externalBrokers: process.env.KAFKA_BROKERS }),
  ]);
  process.env[ENV_DATABASE_URL] = postgres.url;
  process.env[ENV_BROKERS] = broker.brokers.join(',');
  (globalThis as Record<symbol, Infra>)[key] = { postgres, broker };
}

export async function globalTeardown(): Promise<void> {
  const infra = (globalThis as Record<symbol, Infra | undefined>)[key];
  await infra?.broker.stop();
  await infra?.postgres.stop();
}
