import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
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
  onLog?: (line: string) => void;
}

export interface LocalKafka {
  /** Bootstrap servers, e.g. `['127.0.0.1:40423']`. */
  readonly brokers: string[];
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
  const [brokerPort, controllerPort] = await Promise.all([freePort(), freePort()]);
  const config = path.join(home, 'server.properties');
  writeFileSync(config, serverProperties(brokerPort, controllerPort, logDir));
  writeFileSync(path.join(home, 'log4j2.properties'), log4jProperties);
  const log = options.onLog ?? (() => undefined);
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
      await Promise.race([waitForMetadata(brokers), exited]);
    } catch (error) {
      await terminate(child, stopGraceMs);
      throw error;
    }
  };
  const halt = async () => {
    if (running) await terminate(running, stopGraceMs);
    running = undefined;
    // The next start binds the same ports; wait until the old listener is really gone.
    await Promise.all([waitForPortClosed(brokerPort), waitForPortClosed(controllerPort)]);
  };

  try {
    // A kept data dir was formatted on its first start and keeps its cluster id.
    if (!existsSync(path.join(logDir, 'meta.properties'))) {
      await runToEnd(java('kafka.tools.StorageTool', ['format', '-t', kafkaUuid(), '-c', config]), 'format storage');
    }
    await launch();
  } catch (error) {
    if (temporary) rmSync(home, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    brokers,
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

function serverProperties(brokerPort: number, controllerPort: number, logDir: string): string {
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${brokerPort},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${brokerPort}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
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

async function waitForMetadata(brokers: string[]): Promise<void> {
  const admin = new Kafka({ clientId: 'shop-dev-infra', brokers, logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
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
