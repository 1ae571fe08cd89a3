#!/usr/bin/env node
// The one test command: builds, type-checks and lints everything, runs every workspace's suites
// by tier (turbo's `test:unit`, `test:integration` and `test:stack` tasks), then prints the
// totals over all of them as `N passed, N failed`.
//
// On a new machine most of the time goes to building the chart checks' Go tools (helm,
// kubectl-validate, etcd, kube-apiserver): that build starts first, at a low priority, and runs
// beside the type-check and the other suites, which mostly wait on I/O; the chart checks' own
// suites run last, once it is done. turbo's cache lives in the machine's tool cache, so a fresh
// clone on a machine that has tested before (CI) reuses the builds, type-checks and lints of
// unchanged workspaces, and replays the suites of workspaces whose inputs (their files and what
// they depend on) did not change since they passed. The stack tier, suites that start or read the
// whole repository, always runs.
//
// The integration tier of every workspace runs on one Postgres, one Kafka and one Mailpit started
// here (while the unit tier runs), instead of one of each per workspace: each test file works in
// schemas of its own, each workspace's run in topics and consumer groups of its own (test-kit's
// prefix), and each test sends mail to recipients of its own.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const workspaceDirs = ['packages', 'services', 'deploy', 'frontends', '.']
  .flatMap((parent) => {
    const base = path.join(root, parent);
    if (parent === '.') return ['bff', 'load-tests', 'system-tests', 'e2e'].map((dir) => path.join(root, dir));
    return existsSync(base) ? readdirSync(base).map((name) => path.join(base, name)) : [];
  })
  .filter((dir) => existsSync(path.join(dir, 'package.json')));

// The tool cache of @shop/dev-infra (toolCacheDir), which is not built yet when this starts.
const toolCache = process.env.SHOP_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'shop');
const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
const turboCache = ['--cache-dir', path.join(toolCache, 'turbo')];
const chartChecks = '@shop/k8s-checks';

const timings = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** Runs a step; resolves with whether it passed. Never synchronous: the background build's output must keep flowing. */
function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) =>
    child.once('close', (code) => {
      timings.push([label, seconds(started)]);
      resolve(code === 0);
    }),
  );
}

let stopChartTools = () => {};

/** The chart checks' tools, built in the background at a low priority; resolves with whether it worked. */
function buildChartToolsInBackground() {
  console.log('\n=== chart tools (in the background) ===');
  const started = performance.now();
  const child = spawn('nice', ['-n', '10', process.execPath, path.join(root, 'packages', 'k8s-checks', 'dist', 'cli.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    // Its own process group, so that stopping it stops the Go builds it started too.
    detached: true,
  });
  stopChartTools = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const prefix = (stream, out) => {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) out.write(`[chart tools] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      timings.push(['chart tools (background)', seconds(started)]);
      resolve(code === 0);
    }),
  );
}

let stopSharedInfra = async () => {};

/**
 * One Postgres, one Kafka and one Mailpit for every workspace's integration tier (DATABASE_URL,
 * KAFKA_BROKERS and KAFKA_USERS_FILE, SMTP_URL and MAILPIT_URL when set, as test-kit's global setup
 * would): resolves with the environment that hands them over, or with none if they did not start
 * (each workspace then starts its own).
 */
async function startSharedInfra() {
  const started = performance.now();
  try {
    const { startBroker, startMailServer, startPostgres } = await import(pathToFileURL(path.join(root, 'packages', 'dev-infra', 'dist', 'index.js')).href);
    const [postgres, broker, mail] = await Promise.all([
      startPostgres({ externalUrl: process.env.DATABASE_URL }),
      startBroker({ externalBrokers: process.env.KAFKA_BROKERS, externalUsersFile: process.env.KAFKA_USERS_FILE }),
      // Built with Go on first use (minutes), then ready in about 0.1 s.
      startMailServer({ externalSmtpUrl: process.env.SMTP_URL, externalWebUrl: process.env.MAILPIT_URL }),
    ]);
    stopSharedInfra = async () => {
      stopSharedInfra = async () => {};
      await mail.stop();
      await broker.stop();
      await postgres.stop();
    };
    timings.push(['Postgres, Kafka and Mailpit for the integration tier (beside the unit tier)', seconds(started)]);
    // Each workspace's global setup grants the deployables' users their ACLs under its own topic prefix, as the admin.
    return {
      DATABASE_URL: postgres.url,
      KAFKA_BROKERS: broker.brokers.join(','),
      ...(broker.usersFile ? { KAFKA_USERS_FILE: broker.usersFile } : {}),
      SMTP_URL: mail.smtpUrl,
      MAILPIT_URL: mail.webUrl,
    };
  } catch (error) {
    console.error(`\nPostgres, Kafka and Mailpit for the integration tier did not start (each workspace starts its own): ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

// The background build is in a process group of its own, which Ctrl-C does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopChartTools();
    stopSharedInfra().finally(() => process.exit(130));
  });
}

for (const dir of workspaceDirs) rmSync(path.join(dir, '.test-results'), { recursive: true, force: true });

const startedAll = performance.now();
let failedStep;
const step = async (label, command, args) => {
  if (!failedStep && !(await run(label, command, args))) failedStep = label;
};

// All of them up front: apt cannot install for two lanes at once.
await step('system packages', process.execPath, [path.join(root, 'scripts', 'system-deps.mjs'), '--go', '--browser']);
await step('build the chart checks', turbo, ['run', 'build', `--filter=${chartChecks}`, '--output-logs=errors-only', ...turboCache]);
const chartTools = failedStep ? Promise.resolve(false) : buildChartToolsInBackground();
await step('build', turbo, ['run', 'build', '--output-logs=errors-only', ...turboCache]);
await step('typecheck and lint', turbo, ['run', 'typecheck', 'lint', '--output-logs=errors-only', ...turboCache]);
const cachedTiers = ['test:unit', 'test:integration'];

/** The workspaces' tiers that turbo will replay from its cache: nothing they depend on changed since they passed. */
function replayedSuites() {
  const plan = JSON.parse(execFileSync(turbo, ['run', ...cachedTiers, '--dry=json', ...turboCache], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const tiersOf = new Map();
  for (const task of plan.tasks) {
    if (!cachedTiers.includes(task.task) || task.command === '<NONEXISTENT>' || task.cache.status !== 'HIT') continue;
    tiersOf.set(task.package, [...(tiersOf.get(task.package) ?? []), task.task.slice('test:'.length)]);
  }
  return [...tiersOf].map(([name, tiers]) => `${name} (${tiers.join(', ')})`);
}

let replayed = [];
if (!failedStep) {
  replayed = replayedSuites();
  // Two lanes: the browser journeys (the longest suite, one browser) beside every other suite, one
  // at a time. Each keeps about one core busy, waiting on services much of the time; a third lane,
  // or the journeys in two browsers, oversubscribes the two cores and slow starts time out.
  // The chart checks follow the journeys once their tools are built.
  const endToEnd = '@shop/e2e';
  const journeysAndChartChecks = (async () => {
    const journeys = await run('end-to-end journeys (stack tier)', turbo, ['run', 'test:stack', `--filter=${endToEnd}`, ...turboCache]);
    // Run even when a suite failed, so one run shows every failure.
    const chartChecksPassed = (await chartTools) && (await run('chart checks (stack tier)', turbo, ['run', 'test:stack', `--filter=${chartChecks}`, ...turboCache]));
    return { journeys, chartChecksPassed };
  })();
  // The other lane: every workspace's unit tier, then their integration tier on the shared
  // Postgres, Kafka and Mailpit (started while the unit tier runs), then the rest of the stack tier.
  const tier = (label, task, env) => run(label, turbo, ['run', task, '--concurrency=1', '--continue', `--filter=!${chartChecks}`, `--filter=!${endToEnd}`, ...turboCache], env);
  const sharedInfra = startSharedInfra();
  const unitTier = await tier('unit tier', 'test:unit');
  const infraEnv = await sharedInfra;
  const integrationTier = await tier('integration tier', 'test:integration', infraEnv && { ...process.env, ...infraEnv });
  await stopSharedInfra();
  const stackTier = await tier('stack tier (the other whole-repository suites)', 'test:stack');
  const otherSuites = unitTier && integrationTier && stackTier;
  const { journeys, chartChecksPassed } = await journeysAndChartChecks;
  if (!otherSuites || !journeys) failedStep = 'tests';
  else if (!(await chartTools)) failedStep = 'chart tools';
  else if (!chartChecksPassed) failedStep = 'chart checks';
} else {
  stopChartTools();
}
timings.push(['total', seconds(startedAll)]);

let passed = 0;
let failed = 0;
for (const dir of workspaceDirs) {
  const resultsDir = path.join(dir, '.test-results');
  if (!existsSync(resultsDir)) continue;
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    if (report.stats) {
      // Playwright's JSON reporter.
      passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected ?? 0;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    }
  }
}
console.log(`\n${timings.map(([label, s]) => `${label}: ${s} s`).join('\n')}`);
if (replayed.length > 0) console.log(`\nunchanged since they passed, replayed from turbo's cache: ${replayed.join(', ')}`);
if (failedStep) console.log(`\n${failedStep} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 || passed === 0 ? 1 : 0);
