import { randomBytes } from 'node:crypto';
import { grantKafkaAcls, startBroker, startMailServer, startPostgres, type RunningBroker, type RunningMailServer, type RunningPostgres } from '@shop/dev-infra';
import { ENV_BROKERS, ENV_DATABASE_URL, ENV_KAFKA_USERS_FILE, ENV_MAILPIT_URL, ENV_SMTP_URL, ENV_TOPIC_PREFIX } from './env.js';

interface Infra {
  postgres: RunningPostgres;
  broker: RunningBroker;
  mail: RunningMailServer;
}

const key = Symbol.for('shop.test-kit.infra');

/**
 * jest globalSetup: one Postgres, one Kafka and one Mailpit for the whole run of a workspace,
 * started side by side, or the ones DATABASE_URL, KAFKA_BROKERS (with KAFKA_USERS_FILE) and
 * SMTP_URL with MAILPIT_URL name (`npm test` starts one of each for every workspace's integration
 * tests). Mailpit is started for every run: once built it is ready in about 0.1 s, less than
 * deciding which workspaces send mail would take to keep right. Test files work in schemas of their own;
 * the run's topics and consumer groups get a prefix of their own, so events a run before this one
 * left on a shared broker never reach this run's consumers, and each deployable's Kafka user is
 * granted its ACLs under that prefix.
 */
export default async function globalSetup(): Promise<void> {
  const [postgres, broker, mail] = await Promise.all([
    startPostgres({ externalUrl: process.env.DATABASE_URL }),
    startBroker({ externalBrokers: process.env.KAFKA_BROKERS, externalUsersFile: process.env.KAFKA_USERS_FILE }),
    startMailServer({ externalSmtpUrl: process.env.SMTP_URL, externalWebUrl: process.env.MAILPIT_URL }),
  ]);
  const topicPrefix = `t${randomBytes(4).toString('hex')}.`;
  await grantKafkaAcls(broker.brokers, broker.users, topicPrefix);
  process.env[ENV_DATABASE_URL] = postgres.url;
  process.env[ENV_BROKERS] = broker.brokers.join(',');
  process.env[ENV_TOPIC_PREFIX] = topicPrefix;
  process.env[ENV_KAFKA_USERS_FILE] = broker.usersFile ?? '';
  process.env[ENV_SMTP_URL] = mail.smtpUrl;
  process.env[ENV_MAILPIT_URL] = mail.webUrl;
  (globalThis as Record<symbol, Infra>)[key] = { postgres, broker, mail };
}

export async function globalTeardown(): Promise<void> {
  const infra = (globalThis as Record<symbol, Infra | undefined>)[key];
  await infra?.mail.stop();
  await infra?.broker.stop();
  await infra?.postgres.stop();
}
