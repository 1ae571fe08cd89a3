import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backends, type BackendName } from '@shop/deployables';
import { KAFKA_ADMIN_USER, Mailbox, generateServiceKeys, kafkaSasl, kafkaUserEnv, readUsers, serviceKeyEnv, type KafkaUsers, type ServiceKey } from '@shop/dev-infra';
import { ENV_BROKERS, ENV_DATABASE_URL, ENV_KAFKA_USERS_FILE, ENV_MAILPIT_URL, ENV_SMTP_URL, ENV_TOPIC_PREFIX } from './env.js';
import { TestEvents } from './events.js';

export { TestEvents, type EventSender } from './events.js';

export { Mailbox, type MailMessage, type MailSummary } from '@shop/dev-infra';

export { startBroker, startPostgres, freePort, waitForPort, generateServiceKeys, grantKafkaAcls, kafkaSasl, kafkaUserEnv, serviceKeyEnv } from '@shop/dev-infra';

/** The Postgres the test run started (or DATABASE_URL). Needs the integration globalSetup. */
export function testDatabaseUrl(): string {
  const url = process.env[ENV_DATABASE_URL];
  if (!url) throw new Error(`${ENV_DATABASE_URL} is unset: integration tests must live in test/integration/`);
  return url;
}

/** Where the service under test sends mail: the run's Mailpit (or SMTP_URL), e.g. `smtp://127.0.0.1:40125`. */
export function testSmtpUrl(): string {
  const url = process.env[ENV_SMTP_URL];
  if (!url) throw new Error(`${ENV_SMTP_URL} is unset: integration tests must live in test/integration/`);
  return url;
}

/**
 * The run's Mailpit (or MAILPIT_URL), to read what was sent. Workspaces and test files share it:
 * send to a recipient of the test's own and read with `waitForMessageTo(recipient)`, rather than
 * `deleteAll()`.
 */
export function testMailbox(): Mailbox {
  const url = process.env[ENV_MAILPIT_URL];
  if (!url) throw new Error(`${ENV_MAILPIT_URL} is unset: integration tests must live in test/integration/`);
  return new Mailbox(url);
}

/** The broker the test run started (or KAFKA_BROKERS). */
export function testBrokers(): string {
  const brokers = process.env[ENV_BROKERS];
  if (!brokers) throw new Error(`${ENV_BROKERS} is unset: integration tests must live in test/integration/`);
  return brokers;
}

/**
 * The prefix of this run's topics and consumer groups (KAFKA_TOPIC_PREFIX): one per jest run of a
 * workspace, so that workspaces sharing a broker never consume each other's events. A test that
 * produces or reads an event itself names its topic `topicOf(type, testTopicPrefix())`.
 */
export function testTopicPrefix(): string {
  const prefix = process.env[ENV_TOPIC_PREFIX];
  if (prefix === undefined) throw new Error(`${ENV_TOPIC_PREFIX} is unset: integration tests must live in test/integration/`);
  return prefix;
}

let kafkaUsers: { file: string; users: KafkaUsers | undefined } | undefined;

/** The run's Kafka users (the admin and one per deployable), or undefined on a broker without them. */
function testKafkaUsers(): KafkaUsers | undefined {
  const file = process.env[ENV_KAFKA_USERS_FILE];
  if (file === undefined) throw new Error(`${ENV_KAFKA_USERS_FILE} is unset: integration tests must live in test/integration/`);
  if (kafkaUsers?.file !== file) kafkaUsers = { file, users: file ? readUsers(file) : undefined };
  return kafkaUsers.users;
}

/**
 * kafkajs' `sasl` option for a client a test makes itself: by default the admin, a super user,
 * for what the test does in place of another deployable (publishing the events a service consumes,
 * reading what it published); a deployable's name for a client that must keep to its ACLs.
 */
export function testKafkaSasl(user: BackendName | typeof KAFKA_ADMIN_USER = KAFKA_ADMIN_USER): ReturnType<typeof kafkaSasl> {
  return kafkaSasl(testKafkaUsers(), user);
}

/** The run's event sender (`TestEvents`): close it when the file is done. */
export function testEvents(): TestEvents {
  return new TestEvents({ brokers: testBrokers().split(','), topicPrefix: testTopicPrefix(), sasl: (sender) => kafkaSasl(testKafkaUsers(), sender) });
}

/**
 * What every service under test is configured with: the run's Postgres, broker and topic prefix,
 * and `NODE_ENV=test`, asked for explicitly because an unset NODE_ENV means production.
 */
export function testServiceEnv(): { NODE_ENV: 'test'; DATABASE_URL: string; KAFKA_BROKERS: string; KAFKA_TOPIC_PREFIX: string; METRICS_PORT: string } {
  // Any free metrics port: test files run side by side.
  return { NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), KAFKA_BROKERS: testBrokers(), KAFKA_TOPIC_PREFIX: testTopicPrefix(), METRICS_PORT: '0' };
}

/**
 * The file-system object store every test run on this machine shares for seeded pictures: keys
 * are content-addressed, so what one run stored is exactly what another would, and the demo
 * catalog's pictures are drawn once per machine instead of once per test schema.
 */
export function testMediaEnv(): { MEDIA_STORE: 'fs'; MEDIA_DIR: string } {
  return { MEDIA_STORE: 'fs', MEDIA_DIR: path.join(tmpdir(), 'shop-test-media') };
}

/** A schema name no other test file uses, so each file starts from an empty schema. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_t${randomBytes(5).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema.replace(/"/g, '')}" cascade`);
  } finally {
    await client.end();
  }
}

/** Polls until the check returns a value other than undefined/false, or fails after the timeout. */
export async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${label} not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let testKeys: ReadonlyMap<string, ServiceKey> | undefined;

/** The deployables tests run: the manifest's services and BFF; each gets its own key and every service trusts all of them. */
export const TEST_DEPLOYABLES: readonly BackendName[] = backends.map((entry) => entry.name);

/**
 * A deployable's identity in tests: its `SERVICE_IDENTITY_KEY` and `SERVICE_TRUSTED_KEYS`, made
 * fresh for each test file and never written down (the one place test key material comes from),
 * and in the integration tier its Kafka user (`KAFKA_USERNAME`, `KAFKA_PASSWORD`), granted its
 * ACLs under the run's topic prefix.
 */
export function testServiceKeyEnv(name: BackendName): { SERVICE_IDENTITY_KEY: string; SERVICE_TRUSTED_KEYS: string; KAFKA_USERNAME?: string; KAFKA_PASSWORD?: string } {
  testKeys ??= generateServiceKeys(TEST_DEPLOYABLES);
  // The unit tier has no broker, hence no Kafka users.
  const users = process.env[ENV_KAFKA_USERS_FILE] === undefined ? undefined : testKafkaUsers();
  return { ...serviceKeyEnv(testKeys, name), ...kafkaUserEnv(users, name) };
}

/** A workflow step's progress as a service's engine reports it (service-kit's StepProgress). */
interface WorkflowProgress {
  workflow: string;
  step: string;
  phase: string;
  compensation: boolean;
}

/**
 * Stops a service's workflow driver at one chosen point, once, as a killed process stops:
 * `arm('<workflow>/<step>:<phase>')` and pass `onWorkflowProgress` to the service; at that point
 * (never while undoing) it throws, `killed` turns true, and the test replaces the service to see
 * the run taken up.
 */
export class KillSwitch {
  private point: string | undefined;
  private reached = false;

  constructor(private readonly service: string) {}

  arm(point: string): void {
    this.point = point;
    this.reached = false;
  }

  disarm(): void {
    this.point = undefined;
    this.reached = false;
  }

  /** Whether a point is armed and not reached yet. */
  get armed(): boolean {
    return this.point !== undefined;
  }

  /** Whether the armed point was reached since it was armed. */
  get killed(): boolean {
    return this.reached;
  }

  readonly onWorkflowProgress = (progress: WorkflowProgress): void => {
    if (progress.compensation || `${progress.workflow}/${progress.step}:${progress.phase}` !== this.point) return;
    this.point = undefined;
    this.reached = true;
    throw new Error(`${this.service} service killed`);
  };
}
