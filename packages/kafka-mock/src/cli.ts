#!/usr/bin/env node
// Manual use: `kafka-mock [--brokers N] [--partitions P] topic...` prints the bootstrap servers,
// then accepts the launcher's commands (down 1, up 1, topic name [partitions]) on stdin.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startKafkaMock, type KafkaMock } from './index.js';

const usage = 'usage: kafka-mock [--brokers N] [--partitions P] topic...';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { brokers: { type: 'string' }, partitions: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const mock = await startKafkaMock({
    topics: positionals,
    brokers: values.brokers === undefined ? undefined : Number(values.brokers),
    partitions: values.partitions === undefined ? undefined : Number(values.partitions),
    onLog: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`${mock.brokers.join(',')}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void mock.stop().then(() => process.exit(0)));
  }
  // One command at a time so answers come out in order. Stdin EOF only ends the prompt: a
  // backgrounded run (stdin /dev/null) keeps serving until it is signalled.
  for await (const line of createInterface({ input: process.stdin })) await runCommand(mock, line);
}

async function runCommand(mock: KafkaMock, line: string): Promise<void> {
  const [verb, name, count] = line.trim().split(/\s+/);
  try {
    if (verb === 'down' || verb === 'up') await mock[verb](Number(name));
    else if (verb === 'topic' && name) await mock.createTopic(name, count === undefined ? undefined : Number(count));
    else if (verb) throw new Error('commands: down <brokerId> | up <brokerId> | topic <name> [partitions]');
    else return;
    process.stdout.write('OK\n');
  } catch (error) {
    process.stdout.write(`ERR ${(error as Error).message}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
