import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoShopperToken, stackBffUrl, stackDatabaseUrl, stackKafkaBrokers, stackListenerUrl, stackMailpitUrl, stackSandboxUrl, stackServiceAddress } from '@shop/local-stack';
import { startLocalStack, type LocalStack } from '../stack.js';
import { startBaseline } from './baseline.js';
import { expectSameAnswers, startFloor } from './floor.js';
import { startSpanSink } from './span-sink.js';
import { measureCallerAssertion } from './caller-assertion.js';
import { BENCH_ISSUER, benchServiceKey, measureFundPostings, type BenchServiceAccess } from './fund-post.js';
import { measureInterleaved, measureJourney, median, summarise, type Measurement } from './measure.js';
import { measureMessages, stackKafkaUsersFile } from './messages.js';
import { describeCpu } from './process-cpu.js';
import { scenarios } from './scenarios.js';

// `npm run bench -- <scenario...>`: starts the stack as `npm start` does (or uses BENCH_URL with
// DATABASE_URL), with tracing and metrics on and the gateway's shared cache off, drives it over
// HTTP with autocannon and compares with a plain Fastify + pg server: the ratio is the median over
// rounds of (ours / baseline) measured back to back. The same reads behind one gRPC hop (the floor,
// src/bench/floor.ts) show what the architecture costs before our code. Public queries are then
// measured again on a stack whose gateway caches them, as the CDN would.
// `npm run bench -- caller-assertion` measures signing and verifying one caller assertion, in
// process (no stack). `npm run bench -- fund.post` drives the fund service's postings over gRPC
// (src/bench/fund-post.ts), signed with a key the stack it starts is told to trust; against a
// running stack it needs FUND_GRPC_URL, BENCH_SERVICE_KEY and DATABASE_URL, the stack having been
// started with the matching STACK_TRUSTED_KEYS (`npm run bench -- service-key` prints a pair).
// A journey (`checkout`) has users go through several calls in turn (src/bench/measure.ts,
// measureJourney); its data is made with the same key (fund postings), so it needs the same.
// `npm run bench -- messages` publishes events to the stack's broker as their publisher and
// measures the messages service turning them into e-mails and WhatsApp messages (src/bench/messages.ts);
// the stack it starts has no quiet hours. Against a running stack (started with QUIET_HOURS= empty)
// it needs STACK_LOG and STACK_DATA_DIR (the broker, its users, the database, the providers).

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    // Connections, or a journey's users.
    connections: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    // As the chart runs: a share of requests traced, every span exported. `off` runs without tracing.
    'trace-ratio': { type: 'string', default: '0.1' },
  },
});
const CALLER_ASSERTION = 'caller-assertion';
const FUND_POST = 'fund.post';
const SERVICE_KEY = 'service-key';
const MESSAGES = 'messages';
const notHttp = [CALLER_ASSERTION, FUND_POST, SERVICE_KEY, MESSAGES];
const requested = positionals.length > 0 ? positionals : [...Object.keys(scenarios), CALLER_ASSERTION, FUND_POST, MESSAGES];
const names = requested.filter((name) => !notHttp.includes(name));
const unknown = names.filter((name) => !scenarios[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${[...Object.keys(scenarios), ...notHttp].join(', ')}`);
  process.exit(2);
}
if (requested.includes(SERVICE_KEY)) {
  const pair = benchServiceKey();
  console.log(`# a fresh ${BENCH_ISSUER} key for fund.post against a running stack: the first line for npm start, the second for the bench`);
  console.log(`STACK_TRUSTED_KEYS=${pair.trustedKey}`);
  console.log(`BENCH_SERVICE_KEY=${pair.signingKey}`);
  process.exit(0);
}
const fundPost = requested.includes(FUND_POST);
const messages = requested.includes(MESSAGES);
/** The bench signs as a service: fund.post's postings, and the data of scenarios made through services. */
const signsAsService = fundPost || names.some((name) => scenarios[name]!.signsAsService);
if (requested.includes(CALLER_ASSERTION)) {
  const cost = measureCallerAssertion();
  const micros = (value: number) => `${value.toFixed(1)} µs`;
  console.log(`caller assertion (Ed25519, ${cost.bytes} bytes), per call:`);
  console.log(`  sign   ${micros(cost.signMicros)} fresh, ${micros(cost.signReusedMicros)} reused (one per audience and user for 10 s)`);
  console.log(`  verify ${micros(cost.verifyMicros)} full, ${micros(cost.verifyRememberedMicros)} for an assertion already verified`);
  if (names.length === 0 && !fundPost && !messages) process.exit(0);
}
const settings = {
  connections: Number(values.connections),
  warmupSeconds: Number(values.warmup),
  roundSeconds: Number(values.duration),
  rounds: Number(values.rounds),
};
const traceRatio = values['trace-ratio'];
if (traceRatio !== 'off' && !(Number(traceRatio) >= 0 && Number(traceRatio) <= 1)) {
  console.error(`--trace-ratio is a share from 0 to 1, or off; not "${traceRatio}"`);
  process.exit(2);
}

const rows: { name: string; result: Measurement; ratio?: number }[] = [];
/** Where the stack's deployables run from: the bench names their processes by folder. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

/** Measures `names` against `baseUrl` (and the BFF straight, and the baseline, where known). */
async function measureScenarios(
  names: string[],
  target: { baseUrl: string; bffUrl?: string; databaseUrl?: string; dataDir?: string; output?: string; label?: string; services?: BenchServiceAccess },
): Promise<void> {
  for (const name of names) {
    const scenario = scenarios[name]!;
    if (scenario.prepare) {
      if (!target.databaseUrl) throw new Error(`${name} makes its data in the stack's database: set DATABASE_URL`);
      await scenario.prepare({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, baseUrl: target.baseUrl, services: target.services });
    }
    if (scenario.journey) {
      console.log(`measuring ${name}: ${settings.connections} users, ${settings.warmupSeconds} s warm-up, ${settings.rounds} × ${settings.roundSeconds} s`);
      const run = await scenario.journey({ baseUrl: target.baseUrl, users: settings.connections });
      try {
        rows.push(...(await measureJourney(run, settings)));
      } finally {
        await run.stop?.();
      }
      continue;
    }
    const headers = scenario.signedIn ? { ...scenario.headers, authorization: await demoShopperToken(target.baseUrl) } : scenario.headers;
    for (const call of scenario.cases ?? [{ label: '', path: scenario.path!, headers: {} }]) {
      const named = call.label ? `${name} (${call.label})` : name;
      const label = target.label ? `${named} ${target.label}` : named;
      console.log(`measuring ${label}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ${settings.rounds} × ${settings.roundSeconds} s`);
      const targets: { name: string; url: string }[] = [{ name: label, url: target.baseUrl + call.path }];
      // The same call straight to the BFF (or the service's listener): what the local gateway (the ingress's stand-in) adds.
      if (target.bffUrl && !scenario.page && !scenario.webhook) targets.push({ name: `${named} (BFF direct)`, url: target.bffUrl + call.path });
      const listener = scenario.webhook && target.output ? stackListenerUrl(target.output, scenario.webhook.listener.service, scenario.webhook.listener.setting) : undefined;
      if (listener) targets.push({ name: `${named} (${scenario.webhook!.listener.service} direct)`, url: listener + call.path });
      const comparedOn = scenario.baselinePath ? target.databaseUrl : undefined;
      // In process, so it ends with the bench whatever fails next; the floor's processes do not.
      const baseline = comparedOn ? await startBaseline(comparedOn) : undefined;
      // The baseline's reads behind one gRPC hop: what the architecture costs before any of our code.
      const floor = comparedOn ? await startFloor(comparedOn) : undefined;
      if (floor) targets.push({ name: `${named} floor (fastify+grpc+pg)`, url: floor.url + scenario.baselinePath });
      if (baseline) targets.push({ name: `${named} baseline (fastify+pg)`, url: baseline.url + scenario.baselinePath });
      try {
        if (floor && baseline) await expectSameAnswers([floor.url, baseline.url].map((url) => url + scenario.baselinePath), { ...headers, ...call.headers });
        // Rounds alternate between the targets, so a slow spell of the machine hits them alike.
        const results = await measureInterleaved({ ...settings, cpuRoot: REPOSITORY_ROOT, headers: { ...headers, ...call.headers }, body: scenario.webhook?.body }, targets.map((t) => t.url));
        const baselineRounds = baseline ? results.at(-1)! : undefined;
        targets.forEach((t, i) => {
          const rounds = results[i]!;
          const ratio = baselineRounds && i < targets.length - 1 ? median(rounds.map((round, r) => round.requestsPerSecond / baselineRounds[r]!.requestsPerSecond)) : undefined;
          rows.push({ name: t.name, result: summarise(rounds), ratio });
        });
      } finally {
        await baseline?.stop();
        await floor?.stop();
      }
    }
    if (scenario.check && target.databaseUrl) console.log(await scenario.check(target.databaseUrl));
  }
}

/** Posts on the fund service of the stack at `address` and adds the rows. */
async function measureFund(address: string | undefined, signingKey: string | undefined, databaseUrl: string | undefined): Promise<void> {
  if (!address || !signingKey) throw new Error('fund.post against a running stack needs FUND_GRPC_URL and BENCH_SERVICE_KEY (npm run bench -- service-key)');
  rows.push(...(await measureFundPostings({ address, signingKey, databaseUrl, ...settings })));
}

/** Events through the messages service of the stack that printed `output` (its data in `dataDir`). */
async function measureMessagesOf(output: string, dataDir: string | undefined): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? stackDatabaseUrl(output);
  const brokers = process.env.KAFKA_BROKERS?.split(',') ?? stackKafkaBrokers(output);
  if (!databaseUrl || !brokers) throw new Error('messages against a running stack needs STACK_LOG (what the stack printed) and STACK_DATA_DIR (its --data-dir)');
  rows.push(
    await measureMessages({
      databaseUrl,
      brokers,
      kafkaUsersFile: process.env.KAFKA_USERS_FILE ?? stackKafkaUsersFile(dataDir),
      mailpitUrl: stackMailpitUrl(output),
      sandboxUrl: stackSandboxUrl(output, 'messaging-sandbox'),
      cpuRoot: REPOSITORY_ROOT,
    }),
  );
}

/** The key the bench signs with when it starts the stack: the stack trusts its public half. */
const ownKey = signsAsService ? benchServiceKey() : undefined;

/** A running stack's fund service and the key it was told to trust, when given. */
function givenServices(): BenchServiceAccess | undefined {
  const { FUND_GRPC_URL: address, BENCH_SERVICE_KEY: signingKey } = process.env;
  return address && signingKey ? { address, signingKey } : undefined;
}

/** Starts the stack as `npm start` does, with tracing on (spans to a local collector stand-in) unless asked otherwise. */
async function withStack(sharedCache: boolean, run: (stack: LocalStack) => Promise<void>): Promise<void> {
  const collector = traceRatio === 'off' ? undefined : await startSpanSink();
  const env: Record<string, string> = { GATEWAY_SHARED_CACHE: sharedCache ? 'on' : 'off', ...(ownKey ? { STACK_TRUSTED_KEYS: ownKey.trustedKey } : {}) };
  // News goes at once whatever the hour the bench runs at.
  if (messages) env.QUIET_HOURS = '';
  if (collector) Object.assign(env, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER_ARG: traceRatio });
  console.log(`starting the stack (shared cache ${sharedCache ? 'on' : 'off'}, tracing ${collector ? `on, ${traceRatio} of requests` : 'off'}, metrics on)…`);
  const stack = await startLocalStack(env);
  try {
    await run(stack);
  } finally {
    await stack.stop();
    if (collector) console.log(`traces: ${collector.exports()} OTLP exports received`);
    await collector?.stop();
  }
}

if (process.env.BENCH_URL || process.env.FUND_GRPC_URL || process.env.STACK_LOG) {
  if (names.length > 0) {
    if (!process.env.BENCH_URL) throw new Error(`${names.join(', ')} against a running stack needs BENCH_URL`);
    // A stack started by hand: its data directory and, to reach services' own listeners, what it printed.
    const output = process.env.STACK_LOG ? readFileSync(process.env.STACK_LOG, 'utf8') : undefined;
    await measureScenarios(names, { baseUrl: process.env.BENCH_URL, databaseUrl: process.env.DATABASE_URL, dataDir: process.env.STACK_DATA_DIR, output, services: givenServices() });
  }
  if (fundPost) await measureFund(process.env.FUND_GRPC_URL, process.env.BENCH_SERVICE_KEY, process.env.DATABASE_URL);
  if (messages) await measureMessagesOf(process.env.STACK_LOG ? readFileSync(process.env.STACK_LOG, 'utf8') : '', process.env.STACK_DATA_DIR);
} else {
  await withStack(false, async (stack) => {
    const output = stack.process.output();
    const databaseUrl = process.env.DATABASE_URL ?? stackDatabaseUrl(output);
    const fund = stackServiceAddress(output, 'fund');
    const services = ownKey && fund ? { address: fund, signingKey: ownKey.signingKey } : undefined;
    await measureScenarios(names, { baseUrl: stack.url, bffUrl: stackBffUrl(output), databaseUrl, dataDir: stack.dataDir, output, services });
    if (fundPost) await measureFund(fund, ownKey!.signingKey, databaseUrl);
    if (messages) await measureMessagesOf(output, stack.dataDir);
  });
  // Public queries again, answered by the gateway's shared cache as a CDN or ingress cache would.
  const cacheable = names.filter((name) => scenarios[name]!.publicCache);
  if (cacheable.length > 0) {
    await withStack(true, (stack) =>
      measureScenarios(cacheable, { baseUrl: stack.url, databaseUrl: process.env.DATABASE_URL ?? stackDatabaseUrl(stack.process.output()), label: '(shared cache)' }),
    );
  }
}

const width = Math.max(...rows.map((r) => r.name.length), 8);
console.log(`\n${'scenario'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'errors'.padStart(6)}  us/baseline`);
for (const { name, result, ratio: measured } of rows) {
  const ratio = measured === undefined ? '' : measured.toFixed(2);
  console.log(
    `${name.padEnd(width)}  ${result.requestsPerSecond.toFixed(0).padStart(8)}  ${result.p50Ms.toFixed(1).padStart(7)}  ${result.p99Ms.toFixed(1).padStart(7)}  ${String(result.errors).padStart(6)}  ${ratio}`,
  );
}
const measuredCpu = rows.filter((row) => row.result.cpu && row.result.cpu.size > 0);
if (measuredCpu.length > 0) {
  // Every process on the machine, so the stack's idle work and the load generator are in the total.
  console.log(`\nCPU per request, by process (all processes on the machine; µs):`);
  for (const { name, result } of measuredCpu) console.log(`${name.padEnd(width)}  ${describeCpu(result.cpu!)}`);
}
