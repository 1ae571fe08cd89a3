import { spawn } from 'node:child_process';
import path from 'node:path';
import { EXIT } from '../k6-runner/exit-codes.js';
import { k6Script } from './scenarios.js';

/** The exit code when a threshold failed (an SLO was missed), as k6's; others mean the run itself failed. */
export const THRESHOLDS_FAILED = EXIT.thresholdsFailed;

/** The built runner's command line, from src/ (tests) or dist/ alike: it runs VUs as worker threads of compiled code. */
const runnerCli = path.resolve(import.meta.dirname, '../../dist/k6-runner/cli.js');

export interface K6Run {
  exitCode: number;
  /** What the runner printed (its end-of-test summary last), when captured. */
  output: string;
}

export interface K6RunOptions {
  baseUrl: string;
  /** Settings for the script (`__ENV`), over the process environment. */
  env?: Record<string, string>;
  /** `inherit` streams the run to this terminal; `capture` keeps its output for the caller. */
  output: 'inherit' | 'capture';
  /** Called with the running run, e.g. to pass on a signal. */
  started?: (stop: (signal: NodeJS.Signals) => void) => void;
}

/**
 * One k6 scenario against `baseUrl`, run by the repository's k6-compatible runner (src/k6-runner)
 * in a process of its own, as `k6 run <scenario>.js` would; resolves when it exits.
 */
export function runK6(scenario: string, options: K6RunOptions): Promise<K6Run> {
  const child = spawn(process.execPath, [runnerCli, k6Script(scenario)], {
    // The process environment is the scripts' __ENV, as with k6; no setting goes on the command line.
    env: { ...process.env, ...options.env, BASE_URL: options.baseUrl },
    stdio: options.output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  options.started?.((signal) => child.kill(signal));
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ exitCode: code ?? (signal ? 128 : 1), output: chunks.join('') }));
  });
}
