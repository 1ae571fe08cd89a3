import { parseArgs } from 'node:util';
import { demoShopper } from '@shop/local-stack';
import { startLocalStack, type LocalStack } from '../stack.js';
import { runK6, THRESHOLDS_FAILED } from './run.js';
import { k6Scenarios } from './scenarios.js';

// `npm run load -- <scenario...> [--vus N] [--duration D]`: runs the k6 scenarios in turn (all of
// them when none is named) with the repository's k6-compatible runner against BASE_URL, or
// against the stack started as `npm start` does, streaming each run's output and end-of-test
// summary. Exits 99 when a threshold (an SLO) failed, with the runner's code when a run failed
// otherwise, 0 when every SLO held.

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { vus: { type: 'string' }, duration: { type: 'string' } },
});
const known = k6Scenarios();
const scenarios = positionals.length > 0 ? positionals : known;
const unknown = scenarios.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${known.join(', ')}`);
  process.exit(2);
}

// Ctrl-C reaches the runner too (same terminal): it stops and prints its summary; then the stack stops.
let interrupted = false;
let stopRun: ((signal: NodeJS.Signals) => void) | undefined;
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  stopRun?.('SIGTERM');
});

const env: Record<string, string> = {
  // The account scenario signs in: the local stack's demo shopper unless a shopper is named.
  SHOPPER_ACCOUNT: process.env.SHOPPER_ACCOUNT ?? demoShopper.account,
  SHOPPER_PASSWORD: process.env.SHOPPER_PASSWORD ?? demoShopper.password,
  ...(values.vus ? { VUS: values.vus } : {}),
  ...(values.duration ? { DURATION: values.duration } : {}),
};

let stack: LocalStack | undefined;
const verdicts: { scenario: string; exitCode: number }[] = [];
try {
  let baseUrl = process.env.BASE_URL;
  if (!baseUrl) {
    console.log('starting the stack…');
    stack = await startLocalStack();
    baseUrl = stack.url;
  }
  for (const scenario of scenarios) {
    if (interrupted) break;
    console.log(`\n=== ${scenario} against ${baseUrl} ===`);
    const { exitCode } = await runK6(scenario, { baseUrl, env, output: 'inherit', started: (stop) => (stopRun = stop) });
    verdicts.push({ scenario, exitCode });
  }
} finally {
  await stack?.stop();
}

const describe = (code: number) => {
  if (code === 0) return 'SLOs met';
  if (code === THRESHOLDS_FAILED) return 'SLOs missed (thresholds failed)';
  return interrupted ? `interrupted (exit ${code})` : `the run failed (exit ${code})`;
};
console.log('');
for (const { scenario, exitCode } of verdicts) console.log(`${scenario}: ${describe(exitCode)}`);
process.exit(verdicts.find((v) => v.exitCode !== 0)?.exitCode ?? (interrupted ? 130 : 0));
