#!/usr/bin/env node
// The one test command: builds, type-checks and lints everything, runs every workspace's suites
// (unit, integration, stack), then prints the totals over all of them as `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const workspaceDirs = ['packages', 'services', 'deploy', 'frontends', '.']
  .flatMap((parent) => {
    const base = path.join(root, parent);
    if (parent === '.') return ['bff', 'load-tests', 'system-tests', 'e2e'].map((dir) => path.join(root, dir));
    return existsSync(base) ? readdirSync(base).map((name) => path.join(base, name)) : [];
  })
  .filter((dir) => existsSync(path.join(dir, 'package.json')));

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

for (const dir of workspaceDirs) rmSync(path.join(dir, '.test-results'), { recursive: true, force: true });

const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
const steps = [
  ['system packages', process.execPath, [path.join(root, 'scripts', 'system-deps.mjs')]],
  ['build', turbo, ['run', 'build', '--output-logs=errors-only']],
  ['typecheck and lint', turbo, ['run', 'typecheck', 'lint', '--output-logs=errors-only']],
  // Builds (first run) or finds the pinned helm, kubectl-validate, operator CRDs, etcd and
  // kube-apiserver in ~/.cache/shop; the checks themselves are @shop/k8s-checks' suites, counted
  // with the other tests.
  ['chart checks', process.execPath, [path.join(root, 'packages', 'k8s-checks', 'dist', 'cli.js')]],
  ['tests', turbo, ['run', 'test', '--concurrency=1', '--continue']],
];
let failedStep;
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    failedStep = label;
    if (label !== 'tests') break;
  }
}

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
if (failedStep) console.log(`\n${failedStep} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 || passed === 0 ? 1 : 0);
