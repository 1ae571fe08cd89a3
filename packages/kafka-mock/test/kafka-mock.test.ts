import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Kafka, logLevel, Partitioners, type Consumer, type Producer } from 'kafkajs';
import { ensureKafkaMockBinary, startKafkaMock, type KafkaMock } from '../src/index.js';

// Client settings that work against the mock (see README): short connect timeout, retries that
// outlast a brief broker outage, and a fetch wait short enough that consumers see messages quickly.
function createKafka(brokers: string[], retries = 10): Kafka {
  return new Kafka({
    clientId: 'kafka-mock-test',
    brokers,
    connectionTimeout: 1_000,
    requestTimeout: 5_000,
    retry: { initialRetryTime: 100, maxRetryTime: 1_000, retries },
    logLevel: logLevel.NOTHING,
  });
}

const openMocks: KafkaMock[] = [];
const openClients: (Producer | Consumer)[] = [];

async function startMock(options: Parameters<typeof startKafkaMock>[0]): Promise<KafkaMock> {
  const mock = await startKafkaMock(options);
  openMocks.push(mock);
  return mock;
}

async function connectProducer(kafka: Kafka): Promise<Producer> {
  const producer = kafka.producer({
    idempotent: false,
    allowAutoTopicCreation: false,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  openClients.push(producer);
  await producer.connect();
  return producer;
}

interface Received {
  key: string;
  value: string;
  partition: number;
}

async function runConsumer(kafka: Kafka, groupId: string, topic: string): Promise<Received[]> {
  const consumer = kafka.consumer({
    groupId,
    maxWaitTimeInMs: 100,
    sessionTimeout: 6_000,
    heartbeatInterval: 500,
    allowAutoTopicCreation: false,
  });
  openClients.push(consumer);
  const received: Received[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      received.push({ key: String(message.key), value: String(message.value), partition });
    },
  });
  return received;
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Linux keeps exited-but-unreaped processes as zombies; those count as gone. */
function isProcessRunning(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== undefined && state !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

afterEach(async () => {
  await Promise.allSettled(openClients.splice(0).map((client) => client.disconnect()));
  await Promise.all(openMocks.splice(0).map((mock) => mock.stop()));
});

describe('kafka-mock broker', () => {
  it('delivers to a consumer group in order per key', async () => {
    const mock = await startMock({ topics: ['orders'], partitions: 3 });
    expect(mock.brokers).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
    const kafka = createKafka(mock.brokers);
    const producer = await connectProducer(kafka);

    const keys = ['k0', 'k1', 'k2', 'k3', 'k4'];
    for (let sequence = 0; sequence < 8; sequence++) {
      await producer.send({
        topic: 'orders',
        acks: -1,
        messages: keys.map((key) => ({ key, value: String(sequence) })),
      });
    }
    const received = await runConsumer(kafka, 'order-readers', 'orders');
    await waitFor(() => received.length >= 40, 20_000, '40 messages');

    expect(received).toHaveLength(40);
    for (const key of keys) {
      const ofKey = received.filter((message) => message.key === key);
      expect(ofKey.map((message) => Number(message.value))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(new Set(ofKey.map((message) => message.partition)).size).toBe(1);
    }
  });

  it('loses no acknowledged message across a broker outage', async () => {
    const mock = await startMock({ topics: ['payments'] });
    const kafka = createKafka(mock.brokers);
    const producer = await connectProducer(kafka);
    const received = await runConsumer(kafka, 'payment-readers', 'payments');
    const acknowledged: string[] = [];
    const send = async (value: string) => {
      await producer.send({ topic: 'payments', acks: -1, messages: [{ key: 'p', value }] });
      acknowledged.push(value);
    };

    await send('before-1');
    await send('before-2');
    await waitFor(() => received.length === 2, 15_000, 'messages before the outage');

    await mock.down(1);
    // The outage (2.5 s) is shorter than the producer's retry budget (10 retries, backoff up to
    // 1 s), so the send keeps retrying and is acknowledged once the broker is back.
    const duringOutage = send('during');
    await sleep(2_500);
    await mock.up(1);

    await duringOutage;
    await send('after-1');
    await send('after-2');
    await waitFor(() => received.length >= 5, 20_000, 'every acked message');

    // One key, one partition: delivered once each, in the order they were acknowledged.
    expect(received.map((message) => message.value)).toEqual(['before-1', 'before-2', 'during', 'after-1', 'after-2']);
    expect(acknowledged).toEqual(['before-1', 'before-2', 'during', 'after-1', 'after-2']);
  });

  it('creates topics on command and does not auto-create unknown ones', async () => {
    const mock = await startMock({ topics: [] });
    await mock.createTopic('late', 2);
    await expect(mock.createTopic('late')).rejects.toThrow(/already exists/i);
    await expect(mock.down(2)).rejects.toThrow(/brokerId/);

    const producer = await connectProducer(createKafka(mock.brokers, 1));
    const [result] = await producer.send({ topic: 'late', acks: -1, messages: [{ key: 'a', value: '1' }] });
    expect(result?.errorCode).toBe(0);
    await expect(producer.send({ topic: 'never-created', acks: -1, messages: [{ value: 'x' }] })).rejects.toThrow(
      /does not host this topic-partition/,
    );
  });

  it('leaves no process behind after stop()', async () => {
    const mock = await startKafkaMock({ topics: ['t'] });
    expect(isProcessRunning(mock.pid)).toBe(true);

    await mock.stop();
    await mock.stop();

    expect(isProcessRunning(mock.pid)).toBe(false);
    await expect(mock.up(1)).rejects.toThrow(/cannot run "up 1"/);
  });

  it('exits when the process that started it dies', async () => {
    const binaryPath = await ensureKafkaMockBinary();
    // A stand-in parent that holds the launcher's stdin, reports the launcher's pid, then idles.
    const parentScript = `
      const { spawn } = require('node:child_process');
      const broker = spawn(${JSON.stringify(binaryPath)}, ['t'], { stdio: ['pipe', 'pipe', 'inherit'] });
      broker.stdout.once('data', () => console.log(broker.pid));
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    const brokerPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('exit', () => reject(new Error('stand-in parent exited early')));
    });
    expect(isProcessRunning(brokerPid)).toBe(true);

    parent.kill('SIGKILL');
    await waitFor(() => !isProcessRunning(brokerPid), 5_000, 'the orphaned broker to exit');
  });

  it('reports why the broker could not start', async () => {
    await expect(startKafkaMock({ topics: ['twice', 'twice'] })).rejects.toThrow(/cannot create topic twice/);
    await expect(startKafkaMock({ topics: ['bad name'] })).rejects.toThrow(/invalid topic name/);
    await expect(startKafkaMock({ topics: [], brokers: 0 })).rejects.toThrow(/brokers must be/);
  });
});
