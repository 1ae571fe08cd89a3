#!/usr/bin/env node
// Runs jest in ESM mode for the current workspace with the shared preset, and writes a JSON
// report to .test-results/ so the root test command can total every suite.
//
// `--tier=unit` runs the tests outside test/integration/ (no infrastructure), `--tier=integration`
// those in test/integration/ (real Postgres, Kafka and gRPC), `--tier=stack` all of them (a
// whole-repository suite); without a tier, all of them. Each tier writes its own report
// (.test-results/<tier>.json), so turbo caches and replays each on its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import preset from '../jest-preset.js';

const tiers = ['unit', 'integration', 'stack'];
const tierArgument = process.argv.slice(2).find((arg) => arg.startsWith('--tier='));
const tier = tierArgument?.slice('--tier='.length);
if (tier !== undefined && !tiers.includes(tier)) {
  console.error(`shop-jest: --tier is one of ${tiers.join(', ')}, not "${tier}"`);
  process.exit(2);
}
const jestArgs = process.argv.slice(2).filter((arg) => arg !== tierArgument);

const require = createRequire(import.meta.url);
const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin/jest.js');
const cwd = process.cwd();
const ownConfig = ['jest.config.js', 'jest.config.mjs'].map((f) => path.join(cwd, f)).find(existsSync);
const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'));
const usesTestKit = Boolean(manifest.dependencies?.['@shop/test-kit'] ?? manifest.devDependencies?.['@shop/test-kit']);
// Workspaces with integration tests get one real Postgres, broker and Mailpit for the whole run
// (those DATABASE_URL, KAFKA_BROKERS and SMTP_URL with MAILPIT_URL name, when set), through
// test-kit's global setup; a workspace that does not use test-kit (dev-infra, which starts them
// itself) gets none.
const integration =
  tier !== 'unit' && usesTestKit && existsSync(path.join(cwd, 'test', 'integration'))
    ? {
        globalSetup: createRequire(path.join(cwd, 'package.json')).resolve('@shop/test-kit/global-setup'),
        globalTeardown: createRequire(path.join(cwd, 'package.json')).resolve('@shop/test-kit/global-teardown'),
      }
    : {};
const testsOfTier = {
  unit: { testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/integration/'] },
  integration: { testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/integration/**/*.test.tsx'] },
}[tier] ?? {};
const config = ownConfig ?? JSON.stringify({ ...preset, ...integration, ...testsOfTier, rootDir: cwd });
const resultsDir = path.join(cwd, '.test-results');
mkdirSync(resultsDir, { recursive: true });

const args = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  jestBin,
  '--config',
  config,
  '--json',
  `--outputFile=${path.join(resultsDir, `${tier ?? 'jest'}.json`)}`,
  ...jestArgs,
];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
