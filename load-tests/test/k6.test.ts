import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoShopper } from '@shop/local-stack';
import { runK6, THRESHOLDS_FAILED, type K6Run } from '../src/k6/run.js';
import { k6Scenarios } from '../src/k6/scenarios.js';
import { startLocalStack, type LocalStack } from '../src/stack.js';

// Every k6 scenario, run for a few seconds by two users against the stack as `npm start` runs
// it, by the repository's k6-compatible runner, must meet its SLOs: a breached threshold or a
// broken script fails the suite. Latency limits are ten times the SLOs: this suite shares the
// machine with others, and the latency itself is measured by `npm run load` on a quiet one.

const shortRun = {
  VUS: '2',
  RAMP_UP: '1s',
  DURATION: '4s',
  RAMP_DOWN: '0s',
  THINK_MIN: '0.1',
  THINK_MAX: '0.3',
  SLO_LATENCY_FACTOR: '10',
  SHOPPER_ACCOUNT: demoShopper.account,
  SHOPPER_PASSWORD: demoShopper.password,
};

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

const run = (scenario: string, env: Record<string, string> = {}) =>
  runK6(scenario, { baseUrl: stack.url, env: { ...shortRun, ...env }, output: 'capture' });

/** The run's exit code, with its output in the failure message. */
const outcome = ({ exitCode, output }: K6Run) => ({ exitCode, tail: exitCode === 0 ? '' : output.slice(-6000) });

describe('k6 scenarios against the local stack', () => {
  it('include browse, search, account and checkout', () => {
    expect(k6Scenarios()).toEqual(expect.arrayContaining(['browse', 'search', 'account', 'checkout']));
  });

  it.each(k6Scenarios())('%s meets its SLOs in a short run', async (scenario) => {
    const result = await run(scenario);
    expect(outcome(result)).toEqual({ exitCode: 0, tail: '' });
    expect(result.output).toMatch(/THRESHOLDS/);
    expect(result.output).not.toMatch(/✗/);
  });

  it('fail the run with exit 99 (as k6) when an SLO is breached', async () => {
    const result = await run('browse', { SLO_P95_MS: '0.001', DURATION: '1s' });
    expect(result.exitCode).toBe(THRESHOLDS_FAILED);
    expect(result.output).toMatch(/thresholds on metrics 'http_req_duration.*' have been crossed/);
  });

  it('fail the checkout before any load when a shopper cannot pay and PAY=0 does not top the balance up', async () => {
    const result = await run('checkout', { CHECKOUT_ACCOUNT: `k6-unfunded-${Date.now()}-{n}@example.com`, PAY: '0', VUS: '1', DURATION: '1s' });
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toMatch(/holds Rp 0, less than TOP_UP_BELOW, and PAY=0 does not top it up/);
  });

  it('fail the account scenario without a shopper to sign in as', async () => {
    const result = await run('account', { SHOPPER_ACCOUNT: '', DURATION: '1s' });
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toMatch(/SHOPPER_ACCOUNT and SHOPPER_PASSWORD must name a shopper/);
  });
});
