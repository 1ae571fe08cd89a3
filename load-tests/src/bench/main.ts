import { parseArgs } from 'node:util';
import { demoShopperToken, stackBffUrl, stackDatabaseUrl } from '@shop/local-stack';
import { startLocalStack, type LocalStack } from '../stack.js';
import { startBaseline } from './baseline.js';
import { measureCallerAssertion } from './caller-assertion.js';
import { measureInterleaved, median, summarise, type Measurement } from './measure.js';
import { scenarios } from './scenarios.js';

// `npm run bench -- <scenario...>`: starts the stack as `npm start` does (or uses BENCH_URL with
// DATABASE_URL), drives it over HTTP with autocannon and compares with a plain Fastify + pg server:
// the ratio is the median over rounds of (ours / baseline) measured back to back.
// `npm run bench -- caller-assertion` measures signing and verifying one caller assertion, in
// process (no stack).

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const CALLER_ASSERTION = 'caller-assertion';
const requested = positionals.length > 0 ? positionals : [...Object.keys(scenarios), CALLER_ASSERTION];
const names = requested.filter((name) => name !== CALLER_ASSERTION);
const unknown = names.filter((name) => !scenarios[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${[...Object.keys(scenarios), CALLER_ASSERTION].join(', ')}`);
  process.exit(2);
}
if (requested.includes(CALLER_ASSERTION)) {
  const cost = measureCallerAssertion();
  const micros = (value: number) => `${value.toFixed(1)} µs`;
  console.log(`caller assertion (Ed25519, ${cost.bytes} bytes), per call:`);
  console.log(`  sign   ${micros(cost.signMicros)} fresh, ${micros(cost.signReusedMicros)} reused (one per audience and user for 10 s)`);
  console.log(`  verify ${micros(cost.verifyMicros)} full, ${micros(cost.verifyRememberedMicros)} for an assertion already verified`);
  if (names.length === 0) process.exit(0);
}
const settings = {
  connections: Number(values.connections),
  warmupSeconds: Number(values.warmup),
  roundSeconds: Number(values.duration),
  rounds: Number(values.rounds),
};

let stack: LocalStack | undefined;
let baseUrl = process.env.BENCH_URL;
let databaseUrl = process.env.DATABASE_URL;
let bffUrl: string | undefined;
if (!baseUrl) {
  console.log('starting the stack…');
  stack = await startLocalStack();
  baseUrl = stack.url;
  databaseUrl ??= stackDatabaseUrl(stack.process.output());
  bffUrl = stackBffUrl(stack.process.output());
}

const rows: { name: string; result: Measurement; ratio?: number }[] = [];
try {
  for (const name of names) {
    const scenario = scenarios[name]!;
    const headers = scenario.signedIn ? { ...scenario.headers, authorization: await demoShopperToken(baseUrl) } : scenario.headers;
    console.log(`measuring ${name}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ${settings.rounds} × ${settings.roundSeconds} s`);
    const targets: { name: string; url: string }[] = [{ name, url: baseUrl + scenario.path }];
    // The same call straight to the BFF: what the local gateway (the ingress's stand-in) adds.
    if (bffUrl) targets.push({ name: `${name} (BFF direct)`, url: bffUrl + scenario.path });
    const baseline = scenario.baselinePath && databaseUrl ? await startBaseline(databaseUrl) : undefined;
    if (baseline) targets.push({ name: `${name} baseline (fastify+pg)`, url: baseline.url + scenario.baselinePath });
    try {
      // Rounds alternate between the targets, so a slow spell of the machine hits them alike.
      const results = await measureInterleaved({ ...settings, headers }, targets.map((target) => target.url));
      const baselineRounds = baseline ? results.at(-1)! : undefined;
      targets.forEach((target, i) => {
        const rounds = results[i]!;
        const ratio = baselineRounds && i < targets.length - 1 ? median(rounds.map((round, r) => round.requestsPerSecond / baselineRounds[r]!.requestsPerSecond)) : undefined;
        rows.push({ name: target.name, result: summarise(rounds), ratio });
      });
    } finally {
      await baseline?.stop();
    }
  }
} finally {
  await stack?.stop();
}

const width = Math.max(...rows.map((r) => r.name.length), 8);
console.log(`\n${'scenario'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'errors'.padStart(6)}  us/baseline`);
for (const { name, result, ratio: measured } of rows) {
  const ratio = measured === undefined ? '' : measured.toFixed(2);
  console.log(
    `${name.padEnd(width)}  ${result.requestsPerSecond.toFixed(0).padStart(8)}  ${result.p50Ms.toFixed(1).padStart(7)}  ${result.p99Ms.toFixed(1).padStart(7)}  ${String(result.errors).padStart(6)}  ${ratio}`,
  );
}
