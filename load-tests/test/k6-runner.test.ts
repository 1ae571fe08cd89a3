import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseDuration } from '../src/k6-runner/duration.js';
import { maxVUs, rampingTarget, scenariosOf } from '../src/k6-runner/executors.js';
import { MetricStore, percentile } from '../src/k6-runner/metrics.js';
import { evaluate, parseExpression, parseMetricKey, parseThresholds } from '../src/k6-runner/thresholds.js';
import { isExpected } from '../src/k6-runner/virtual-user.js';

describe('the runner reads k6 options as k6 does', () => {
  it('parses durations', () => {
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('1m30s')).toBe(90_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('2')).toBe(2000);
    expect(parseDuration(undefined, 7)).toBe(7);
    expect(() => parseDuration('5 minutes')).toThrow(/invalid duration/);
  });

  it('parses thresholds with tag filters and abortOnFail', () => {
    expect(parseMetricKey('http_req_duration{procedure:order.quote+payment.orderOptions,status:200}')).toEqual({
      metric: 'http_req_duration',
      filter: { procedure: 'order.quote+payment.orderOptions', status: '200' },
    });
    expect(parseExpression('p(99.9)<=1000')).toEqual({ figure: 'p(99.9)', operator: '<=', limit: 1000 });
    expect(parseExpression('rate==1')).toEqual({ figure: 'rate', operator: '==', limit: 1 });
    expect(() => parseExpression('p95 < fast')).toThrow(/invalid threshold/);
    const [first, aborting] = parseThresholds({ http_req_failed: ['rate<0.01', { threshold: 'rate<0.2', abortOnFail: true, delayAbortEval: '1m' }] });
    expect(first).toMatchObject({ abortOnFail: false, delayAbortEvalMs: 0 });
    expect(aborting).toMatchObject({ figure: 'rate', limit: 0.2, abortOnFail: true, delayAbortEvalMs: 60_000 });
  });

  it('turns k6 shortcuts into scenarios and refuses executors it does not run', () => {
    expect(scenariosOf({ vus: 3, duration: '10s' })[0]).toMatchObject({ exec: 'default', executor: { kind: 'constant-vus', vus: 3, durationMs: 10_000 } });
    expect(scenariosOf({})[0]).toMatchObject({ executor: { kind: 'shared-iterations', vus: 1, iterations: 1 } });
    expect(() => scenariosOf({ scenarios: { s: { executor: 'constant-arrival-rate' } } })).toThrow(/not supported/);
  });

  it('ramps VUs linearly, rounding down, and knows the most it needs', () => {
    const ramp = { startVUs: 0, stages: [{ durationMs: 1000, target: 4 }, { durationMs: 1000, target: 4 }, { durationMs: 1000, target: 0 }] };
    expect([0, 250, 999, 1000, 1999, 2500, 3000].map((t) => rampingTarget(ramp, t))).toEqual([0, 1, 3, 4, 4, 2, 0]);
    expect(maxVUs({ kind: 'ramping-vus', ...ramp, gracefulRampDownMs: 0, gracefulStopMs: 0 })).toBe(4);
  });
});

describe('the runner computes figures and verdicts as k6 does', () => {
  const store = new MetricStore();
  for (const [value, procedure] of [[10, 'a'], [20, 'a'], [30, 'b'], [40, 'b'], [900, 'b']] as const) {
    store.add({ metric: 'http_req_duration', type: 'trend', isTime: true, value, tags: { procedure } });
    store.add({ metric: 'http_req_failed', type: 'rate', isTime: false, value: value > 100 ? 1 : 0, tags: { procedure } });
  }

  it('interpolates percentiles between ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(store.figure('http_req_duration', {}, 'p(50)')).toBe(30);
    expect(store.figure('http_req_duration', { procedure: 'a' }, 'avg')).toBe(15);
    expect(store.figure('http_req_failed', {}, 'rate')).toBe(0.2);
  });

  it('fails a crossed threshold, passes a held one and one on a sub-metric without samples', () => {
    const verdicts = evaluate(
      parseThresholds({
        http_req_duration: ['p(95)<500'],
        'http_req_duration{procedure:a}': ['p(95)<500'],
        'http_req_duration{procedure:never-called}': ['p(95)<1'],
        http_req_failed: ['rate<0.5'],
      }),
      store,
    );
    expect(verdicts.map((v) => [v.threshold.key, v.passed])).toEqual([
      ['http_req_duration', false],
      ['http_req_duration{procedure:a}', true],
      ['http_req_duration{procedure:never-called}', true],
      ['http_req_failed', true],
    ]);
  });

  it('counts 2xx and 3xx as expected unless the script says which statuses are', () => {
    expect([200, 302, 400, 0].map((status) => isExpected(status, undefined))).toEqual([true, true, false, false]);
    expect([200, 404, 500].map((status) => isExpected(status, [200, { min: 400, max: 404 }]))).toEqual([true, true, false]);
  });
});

// The runner itself, run as `npm run load` runs it, against a small HTTP server.
describe('the runner runs scripts', () => {
  let server: Server;
  let baseUrl: string;
  let dir: string;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      const delay = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('delay') ?? 0);
      setTimeout(() => response.writeHead(request.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'application/json' }).end('{"ok":true}'), delay);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(path.join(os.tmpdir(), 'k6-runner-'));
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const runScript = (source: string, env: Record<string, string> = {}) => {
    const script = path.join(dir, `script-${Math.random().toString(36).slice(2)}.js`);
    writeFileSync(script, source);
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../dist/k6-runner/cli.js'), script], {
      env: { ...process.env, BASE_URL: baseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    return new Promise<{ exitCode: number | null; output: string }>((resolve) => child.once('close', (exitCode) => resolve({ exitCode, output: chunks.join('') })));
  };

  it('passes setup data to every iteration, tags requests and counts iterations of shared-iterations', async () => {
    const { exitCode, output } = await runScript(`
      import { check, group } from 'k6';
      import http from 'k6/http';
      import { Counter } from 'k6/metrics';
      const seen = new Counter('vus_seen');
      export const options = {
        scenarios: { once: { executor: 'shared-iterations', vus: 3, iterations: 9 } },
        thresholds: { 'http_req_duration{procedure:ping}': ['count==9'], iterations: ['count==9'], checks: ['rate==1'] },
      };
      export function setup() { return { token: 'from-setup:' + __VU }; }
      export default function (data) {
        group('page', () => {
          const res = http.get(__ENV.BASE_URL + '/ping?token=' + data.token, { tags: { procedure: 'ping' } });
          check(res, { 'ok and JSON': (r) => r.status === 200 && r.json().ok === true, 'a VU of the three': () => __VU >= 1 && __VU <= 3 });
        });
        seen.add(1, { vu: String(__VU) });
      }
    `);
    expect(output).toMatch(/✓ 'count==9' count=9/);
    expect(exitCode).toBe(0);
    expect(hits.filter((hit) => hit === '/ping?token=from-setup:0')).toHaveLength(9);
  });

  it('keeps the ramp: no more VUs than the stage wants, and runs for the stages', async () => {
    const { exitCode, output } = await runScript(`
      import http from 'k6/http';
      import { sleep } from 'k6';
      import { Gauge } from 'k6/metrics';
      export const options = {
        scenarios: { ramp: { executor: 'ramping-vus', startVUs: 0, stages: [{ duration: '1s', target: 2 }, { duration: '1s', target: 2 }], gracefulRampDown: '0s' } },
        thresholds: { iterations: ['count>5'] },
      };
      export default function () { http.get(__ENV.BASE_URL + '/ramp?vu=' + __VU); sleep(0.05); }
    `);
    expect(exitCode).toBe(0);
    expect(output).toMatch(/vus_max\.+: 2/);
    const vus = new Set(hits.filter((hit) => hit.startsWith('/ramp')).map((hit) => hit.split('=')[1]));
    expect(vus).toEqual(new Set(['1', '2']));
  });

  it('fails with 99 when a threshold is crossed, naming the metric', async () => {
    const { exitCode, output } = await runScript(`
      import http from 'k6/http';
      export const options = { vus: 1, iterations: 2, thresholds: { http_req_duration: ['p(95)<1'], http_req_failed: ['rate<0.1'] } };
      export default function () { http.get(__ENV.BASE_URL + '/slow?delay=20'); http.get(__ENV.BASE_URL + '/missing'); }
    `);
    expect(exitCode).toBe(99);
    expect(output).toMatch(/✗ 'p\(95\)<1'/);
    expect(output).toMatch(/✗ 'rate<0.1' rate=50.00%/);
    expect(output).toMatch(/thresholds on metrics 'http_req_duration, http_req_failed' have been crossed/);
  });

  it('stops early when an abortOnFail threshold is crossed, interrupting iterations under way', async () => {
    const started = Date.now();
    const { exitCode, output } = await runScript(`
      import http from 'k6/http';
      export const options = {
        scenarios: { long: { executor: 'constant-vus', vus: 2, duration: '5m' } },
        thresholds: { http_req_failed: [{ threshold: 'rate<0.5', abortOnFail: true }] },
      };
      export default function () { http.get(__ENV.BASE_URL + '/missing'); }
    `);
    expect(exitCode).toBe(99);
    expect(output).toMatch(/abortOnFail enabled, stopping test prematurely/);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('fails with 107 and the message when setup() fails, before any iteration', async () => {
    const { exitCode, output } = await runScript(`
      import { fail } from 'k6';
      import http from 'k6/http';
      export function setup() { fail('no shopper to sign in as'); }
      export default function () { http.get(__ENV.BASE_URL + '/never'); }
    `);
    expect(exitCode).toBe(107);
    expect(output).toMatch(/setup\(\) failed: no shopper to sign in as/);
    expect(hits).not.toContain('/never');
  });

  it('reports an iteration that throws and goes on, and refuses modules it does not implement', async () => {
    const failing = await runScript(`
      export const options = { vus: 1, iterations: 2 };
      export default function () { throw new Error('broken page ' + __ITER); }
    `);
    expect(failing.exitCode).toBe(0);
    expect(failing.output).toMatch(/VU 1: broken page 0/);
    expect(failing.output).toMatch(/VU 1: broken page 1/);
    const unsupported = await runScript(`import { browser } from 'k6/browser'; export default function () { browser; }`);
    expect(unsupported.exitCode).toBe(107);
    expect(unsupported.output).toMatch(/k6\/browser is not supported by this runner/);
  });
});
