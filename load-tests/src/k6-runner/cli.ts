#!/usr/bin/env node
// `k6-run <script.js>`: runs one k6 script with this repository's runner, the environment as the
// scripts' `__ENV` (as `k6 run` passes it), and exits with k6's codes: 0, 99 when a threshold
// (an SLO) was crossed, 104 for invalid options, 105 when interrupted, 107 when the script failed.
import path from 'node:path';
import { runScript } from './runner.js';

const script = process.argv[2];
if (!script || process.argv.length > 3) {
  process.stderr.write('usage: k6-run <script.js>   (settings come from the environment, as __ENV)\n');
  process.exit(2);
}

const aborter = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => aborter.abort());

const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
const exitCode = await runScript({ script: path.resolve(script), env, out: (text) => process.stdout.write(text), signal: aborter.signal });
process.exit(exitCode);
