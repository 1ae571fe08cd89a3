import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { freePort, kafkaSasl, startBroker, startPostgres, waitForPort } from '../../src/index.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('ports', () => {
  it('finds a free port and waits for a listener', async () => {
    const port = await freePort();
    await expect(waitForPort(port, '127.0.0.1', 200)).rejects.toThrow(/nothing listens/);
    const server = net.createServer().listen(port, '127.0.0.1');
    await waitForPort(port);
    server.close();
  });
});

describe('startPostgres', () => {
  it('uses an external server when given one, without starting anything', async () => {
    const running = await startPostgres({ externalUrl: 'postgres://x@db.example:5432/shop' });
    expect(running).toMatchObject({ url: 'postgres://x@db.example:5432/shop', embedded: false });
    await running.stop();
  });

  it('runs embedded Postgres and keeps its data across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-infra-')), 'pg');
    dirs.push(path.dirname(dataDir));
    const signalHandlers = () => [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM'), process.listenerCount('uncaughtException')];
    const handlersBefore = signalHandlers();
    const first = await startPostgres({ dataDir });
    // Ctrl-C stays the caller's: the driver's own exit hooks (stop all, then exit) are not left behind.
    expect(signalHandlers()).toEqual(handlersBefore);
    await query(first.url, 'create table kept (id int); insert into kept values (7)');
    await first.stop();
    const second = await startPostgres({ dataDir });
    try {
      expect(await query(second.url, 'select id from kept')).toEqual([{ id: 7 }]);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

describe('startBroker', () => {
  it('uses external brokers when given', async () => {
    const broker = await startBroker({ externalBrokers: 'k1:9092, k2:9092' });
    expect(broker).toMatchObject({ brokers: ['k1:9092', 'k2:9092'], users: undefined, local: undefined });
  });

  it('runs Apache Kafka that creates no topic by itself and keeps its data across a restart', async () => {
    const broker = await startBroker();
    const kafka = new Kafka({ clientId: 'infra-test', brokers: broker.brokers, sasl: kafkaSasl(broker.users, 'admin')!, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
    try {
      expect(broker.brokers[0]).toMatch(/^127\.0\.0\.1:\d+$/);
      await admin.connect();
      expect((await admin.describeCluster()).brokers).toHaveLength(1);
      await producer.connect();
      // Even a client that asks for it gets no topic: only the services create them.
      await expect(producer.send({ topic: 'not.created.v1', acks: -1, messages: [{ value: 'x' }] })).rejects.toThrow();
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic: 'kept.v1', numPartitions: 4 }] });
      await producer.send({ topic: 'kept.v1', acks: -1, messages: [{ key: 'k', value: 'v' }] });
      await admin.disconnect();

      await broker.local!.halt();
      await broker.local!.resume();
      await admin.connect();
      const [kept] = (await admin.fetchTopicMetadata({ topics: ['kept.v1'] })).topics;
      expect(kept?.partitions).toHaveLength(4);
      const offsets = await admin.fetchTopicOffsets('kept.v1');
      expect(offsets.reduce((sum, partition) => sum + Number(partition.high), 0)).toBe(1);
    } finally {
      await producer.disconnect().catch(() => undefined);
      await admin.disconnect();
      await broker.stop();
    }
  }, 180_000);
});
