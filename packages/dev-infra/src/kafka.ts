import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kafkaUserNames } from '@shop/deployables';
import { Kafka, logLevel, type SASLOptions } from 'kafkajs';
import { publishFolder, toolCacheDir } from './go-tools.js';
import { runMaven } from './maven.js';
import { freePort, waitForPortClosed } from './ports.js';
import { collectLines, terminate } from './processes.js';

/** The Kafka release the local stack and tests run; the chart's Strimzi cluster runs the same 4.x line. */
export const KAFKA_VERSION = '4.1.1';
// Kafka 4 logs through slf4j 1.7 + log4j2 but ships no binding; this one routes it to log4j2.
const LOG4J_VERSION = '2.24.3';
// A JVM starting on a busy shared 2-core machine (a restart under load, in the outage tests) has taken over 90 s.
const readyTimeoutMs = 180_000;
const stopGraceMs = 15_000;
const logTailLines = 40;

export interface LocalKafkaOptions {
  /** Keeps the log dirs there across starts; a temporary folder, removed on stop, if unset. */
  dataDir?: string;
  /** The SCRAM users made besides the admin: one per deployable. */
  users?: readonly string[];
  /**
   * Also listens without authentication, for clients built before Kafka authentication while they
   * roll out (`unauthenticatedBrokers`): what a cluster keeps during its switch-over to SCRAM.
   */
  unauthenticatedListener?: boolean;
  onLog?: (line: string) => void;
}

export interface KafkaCredentials {
  username: string;
  password: string;
}

/** The broker's SCRAM users: the admin (a super user) and one per deployable, by name. */
export interface KafkaUsers {
  mechanism: 'scram-sha-512';
  admin: KafkaCredentials;
  users: Readonly<Record<string, KafkaCredentials>>;
}

export const KAFKA_ADMIN_USER = 'admin';

export interface LocalKafka {
  /** Bootstrap servers, e.g. `['127.0.0.1:40423']`. */
  readonly brokers: string[];
  /** The listener without authentication, when asked for: its clients act as `User:ANONYMOUS`, a super user. */
  readonly unauthenticatedBrokers: string[] | undefined;
  /** Its users and their passwords, drawn for its data folder and kept in `usersFile`. */
  readonly users: KafkaUsers;
  /** `users.json` in the data folder (mode 0600), which hands the users to another process. */
  readonly usersFile: string;
  /** Stops the broker process but keeps its ports and data, so `resume()` brings the same cluster back. */
  halt(): Promise<void>;
  /** Starts the halted broker again on the same ports and data, resolving once it serves metadata. */
  resume(): Promise<void>;
  /** Stops the broker and removes a temporary data folder; safe to call more than once. */
  stop(): Promise<void>;
}

let pendingLibs: Promise<string> | undefined;

/**
 * The broker's jars, resolved with Maven (`runMaven`: the machine's settings and mirrors) once
 * into `<cache>/kafka-<version>/libs` and published whole (`publishFolder`), so the folder's
 * presence means complete and later starts skip Maven.
 */
export function ensureKafkaLibs(): Promise<string> {
  pendingLibs ??= resolveKafkaLibs().finally(() => {
    pendingLibs = undefined;
  });
  return pendingLibs;
}

async function resolveKafkaLibs(): Promise<string> {
  const libs = path.join(toolCacheDir(), `kafka-${KAFKA_VERSION}`, 'libs');
  if (existsSync(libs)) return libs;
  const project = mkdtempSync(path.join(tmpdir(), 'shop-kafka-resolve-'));
  try {
    writeFileSync(path.join(project, 'pom.xml'), runtimePom());
    await publishFolder(libs, async (jars) => {
      await runMaven(['dependency:copy-dependencies', '-DincludeScope=runtime', `-DoutputDirectory=${jars}`], project, `kafka_2.13:${KAFKA_VERSION}`);
    });
    return libs;
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

function runtimePom(): string {
  const dependency = (group: string, artifact: string, version: string) =>
    `<dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId><version>${version}</version></dependency>`;
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>shop.local</groupId><artifactId>kafka-runtime</artifactId><version>${KAFKA_VERSION}</version><packaging>pom</packaging>
  <dependencies>
    ${dependency('org.apache.kafka', 'kafka_2.13', KAFKA_VERSION)}
    ${dependency('org.apache.logging.log4j', 'log4j-slf4j-impl', LOG4J_VERSION)}
  </dependencies>
</project>
`;
}

/**
 * A single-node Apache Kafka in KRaft mode (combined broker + controller) on free loopback ports.
 * Resolves once the broker answers a metadata request.
 */
export async function startLocalKafka(options: LocalKafkaOptions = {}): Promise<LocalKafka> {
  const libs = await ensureKafkaLibs();
  const temporary = !options.dataDir;
  const home = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'shop-kafka-'));
  const logDir = path.join(home, 'log');
  mkdirSync(home, { recursive: true });
  const [brokerPort, controllerPort, unauthenticatedPort] = await Promise.all([freePort(), freePort(), options.unauthenticatedListener ? freePort() : undefined]);
  const log = options.onLog ?? (() => undefined);
  const usersFile = path.join(home, 'users.json');
  const users = usersFor(usersFile, logDir, options.users ?? [], log);
  const config = path.join(home, 'server.properties');
  writeFileSync(config, serverProperties({ brokerPort, controllerPort, unauthenticatedPort }, logDir, users.admin));
  writeFileSync(path.join(home, 'log4j2.properties'), log4jProperties);
  const java = (main: string, args: string[]) => spawnJava(libs, home, main, args);

  const brokers = [`127.0.0.1:${brokerPort}`];
  let running: ChildProcess | undefined;
  const launch = async () => {
    const child = java('kafka.Kafka', [config]);
    running = child;
    const tail = collectLines(child, log, logTailLines);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`kafka exited (${signal ?? code}) before it was ready:\n${tail.join('\n')}`))),
    );
    exited.catch(() => undefined);
    try {
      await Promise.race([waitForMetadata(brokers, kafkaSasl(users, KAFKA_ADMIN_USER)), exited]);
    } catch (error) {
      await terminate(child, stopGraceMs);
      throw error;
    }
  };
  const halt = async () => {
    if (running) await terminate(running, stopGraceMs);
    running = undefined;
    // The next start binds the same ports; wait until the old listener is really gone.
    await Promise.all([brokerPort, controllerPort, unauthenticatedPort].map((port) => port && waitForPortClosed(port)));
  };

  try {
    // A kept data dir was formatted on its first start and keeps its cluster id.
    if (!existsSync(path.join(logDir, 'meta.properties'))) {
      const scram = [users.admin, ...Object.values(users.users)].flatMap(({ username, password }) => ['--add-scram', `SCRAM-SHA-512=[name=${username},password=${password}]`]);
      await runToEnd(java('kafka.tools.StorageTool', ['format', '-t', kafkaUuid(), '-c', config, ...scram]), 'format storage');
    }
    await launch();
  } catch (error) {
    if (temporary) rmSync(home, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    brokers,
    unauthenticatedBrokers: unauthenticatedPort ? [`127.0.0.1:${unauthenticatedPort}`] : undefined,
    users,
    usersFile,
    halt,
    resume: launch,
    async stop() {
      if (stopped) return;
      stopped = true;
      await halt();
      if (temporary) rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Fresh random passwords for the admin and each user; hex, so the format tool's `[name=…,password=…]` needs no quoting. */
function drawUsers(names: readonly string[]): KafkaUsers {
  const credentials = (username: string): KafkaCredentials => ({ username, password: randomBytes(24).toString('hex') });
  return { mechanism: 'scram-sha-512', admin: credentials(KAFKA_ADMIN_USER), users: Object.fromEntries(names.map((name) => [name, credentials(name)])) };
}

/**
 * The users of a data folder: those it was formatted with, or fresh ones written to its
 * `users.json` when it is new. SCRAM users are made when the storage is formatted, so a folder
 * formatted before authentication, or before a deployable was added, is formatted again (its
 * events are still in the services' outboxes and inboxes; consumers start from the new topics).
 */
function usersFor(file: string, logDir: string, wanted: readonly string[], log: (line: string) => void): KafkaUsers {
  if (existsSync(path.join(logDir, 'meta.properties'))) {
    const kept = readUsers(file);
    const missing = wanted.filter((name) => !kept?.users[name]);
    if (kept && missing.length === 0) return kept;
    log(`formatting ${logDir} again: it has no Kafka user for ${kept ? missing.join(', ') : 'anyone (formatted before authentication)'}`);
    rmSync(logDir, { recursive: true, force: true });
  }
  const users = drawUsers(wanted);
  writeFileSync(file, `${JSON.stringify(users, null, 2)}\n`, { mode: 0o600 });
  return users;
}

/** The users a data folder was formatted with, or undefined when it has none (formatted before authentication). */
export function readUsers(file: string): KafkaUsers | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as KafkaUsers;
}

/** One of the users: the admin by its name (`admin`), or a deployable's. */
export function kafkaUser(users: KafkaUsers, name: string): KafkaCredentials {
  const user = name === KAFKA_ADMIN_USER ? users.admin : users.users[name];
  if (!user) throw new Error(`kafka: no user ${name} on this broker (its users: ${Object.keys(users.users).join(', ')})`);
  return user;
}

/**
 * The settings that sign a deployable in as its user (service-kit's KAFKA_USERNAME,
 * KAFKA_PASSWORD): none on a broker without users, nor for a deployable that uses no events (it
 * has no user).
 */
export function kafkaUserEnv(users: KafkaUsers | undefined, name: string): { KAFKA_USERNAME?: string; KAFKA_PASSWORD?: string } {
  if (!users || !(kafkaUserNames() as string[]).includes(name)) return {};
  const { username, password } = kafkaUser(users, name);
  return { KAFKA_USERNAME: username, KAFKA_PASSWORD: password };
}

/** kafkajs' `sasl` option for one of the users, or none on a broker without users. */
export function kafkaSasl(users: KafkaUsers | undefined, name: string): SASLOptions | undefined {
  return users && { mechanism: users.mechanism, ...kafkaUser(users, name) };
}

/**
 * Clients authenticate with SCRAM-SHA-512 (SASL without TLS: loopback only) and the standard
 * authorizer lets each do what its ACLs say; the admin is a super user. SCRAM credentials live in
 * the cluster's metadata, which the controller must read before it can check any, so the
 * controller listener uses PLAIN with the admin alone. The listener without authentication, when
 * there is one, gives its clients every right they had before ACLs (ANONYMOUS is a super user):
 * no SCRAM client can be ANONYMOUS, so nothing changes for them.
 */
function serverProperties(ports: { brokerPort: number; controllerPort: number; unauthenticatedPort: number | undefined }, logDir: string, admin: KafkaCredentials): string {
  const { brokerPort, controllerPort, unauthenticatedPort } = ports;
  const credentials = `username="${admin.username}" password="${admin.password}"`;
  const unauthenticated = unauthenticatedPort ? `,UNAUTHENTICATED://127.0.0.1:${unauthenticatedPort}` : '';
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=SASL_PLAINTEXT://127.0.0.1:${brokerPort},CONTROLLER://127.0.0.1:${controllerPort}${unauthenticated}`,
    `advertised.listeners=SASL_PLAINTEXT://127.0.0.1:${brokerPort}${unauthenticated}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=SASL_PLAINTEXT',
    `listener.security.protocol.map=SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:SASL_PLAINTEXT${unauthenticatedPort ? ',UNAUTHENTICATED:PLAINTEXT' : ''}`,
    'sasl.enabled.mechanisms=SCRAM-SHA-512',
    'sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512',
    `listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required ${credentials};`,
    'sasl.mechanism.controller.protocol=PLAIN',
    'listener.name.controller.sasl.enabled.mechanisms=PLAIN',
    `listener.name.controller.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required ${credentials} user_${admin.username}="${admin.password}";`,
    'authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    `super.users=User:${admin.username}${unauthenticatedPort ? ';User:ANONYMOUS' : ''}`,
    'allow.everyone.if.no.acl.found=false',
    `log.dirs=${logDir}`,
    // Topics come only from the services, with their partition counts.
    'auto.create.topics.enable=false',
    'num.partitions=1',
    'offsets.topic.replication.factor=1',
    'offsets.topic.num.partitions=4',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'transaction.state.log.num.partitions=4',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    // One process per run: a new consumer group should not sit out the default 3 s.
    'group.initial.rebalance.delay.ms=0',
    'num.network.threads=2',
    'num.io.threads=2',
    'background.threads=2',
    '',
  ].join('\n');
}

const log4jProperties = [
  'appender.stderr.type=Console',
  'appender.stderr.name=STDERR',
  'appender.stderr.target=SYSTEM_ERR',
  'appender.stderr.layout.type=PatternLayout',
  'appender.stderr.layout.pattern=%p %c{1}: %m%n',
  'rootLogger.level=WARN',
  'rootLogger.appenderRef.stderr.ref=STDERR',
  '',
].join('\n');

function spawnJava(libs: string, home: string, main: string, args: string[]): ChildProcess {
  const jvm = [
    // Small heap and a single-threaded collector: a test broker on a shared 2-core box.
    '-Xms128m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Xshare:auto',
    '-Djava.awt.headless=true',
    `-Dlog4j2.configurationFile=${path.join(home, 'log4j2.properties')}`,
    `-Dkafka.logs.dir=${path.join(home, 'logs')}`,
  ];
  return spawn('java', [...jvm, '-cp', path.join(libs, '*'), main, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

async function runToEnd(child: ChildProcess, what: string): Promise<void> {
  const tail = collectLines(child, () => undefined, logTailLines);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? 'kafka: `java` not found; install a JRE 17+ (openjdk-17-jre-headless)' : error.message, { cause: error });
  });
  if (code !== 0) throw new Error(`kafka: ${what} failed (exit ${code}):\n${tail.join('\n')}`);
}

async function waitForMetadata(brokers: string[], sasl: SASLOptions | undefined): Promise<void> {
  const admin = new Kafka({ clientId: 'shop-dev-infra', brokers, ...(sasl ? { sasl } : {}), logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      try {
        await admin.connect();
        await admin.describeCluster();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`kafka: no metadata from ${brokers.join(',')} after ${readyTimeoutMs} ms`, { cause: error });
        await admin.disconnect().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/**
 * A Kafka cluster id: 16 random bytes, URL-safe base64 without padding. One starting with `-`
 * would be read by the storage tool as an option (1 id in 64), so such an id is drawn again.
 */
export function kafkaUuid(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
