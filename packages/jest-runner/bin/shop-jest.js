#!/usr/bin/env node
// Runs jest in ESM mode for the current workspace with the shared preset, and writes a JSON
// report to .test-results/ so the root test command can total every suite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import preset from '../jest-preset.js';

const require = createRequire(import.meta.url);
const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin/jest.js');
const cwd = process.cwd();
const ownConfig = ['jest.config.js', 'jest.config.mjs'].map((f) => path.join(cwd, f)).find(existsSync);
// Workspaces with integration tests get one real Postgres and broker for the whole run.
const integration = existsSync(path.join(cwd, 'test', 'integration'))
  ? {
      globalSetup: createRequire(path.join(cwd, 'package.json')).resolve('@shop/test-kit/global-setup'),
      globalTeardown: createRequire(path.join(cwd, 'package.json')).resolve('@shop/test-kit/global-teardown'),
    }
  : {};
const config = ownConfig ?? JSON.stringify({ ...preset, ...integration, rootDir: cwd });
const resultsDir = path.join(cwd, '.test-results');
mkdirSync(resultsDir, { recursive: true });

const args = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  jestBin,
  '--config',
  config,
  '--json',
  `--outputFile=${path.join(resultsDir, 'jest.json')}`,
  ...process.argv.slice(2),
];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
