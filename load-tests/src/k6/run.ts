import { spawn } from 'node:child_process';
import { k6Script } from './scenarios.js';

/** k6's exit code when a threshold failed (an SLO was missed); others mean the run itself failed. */
export const THRESHOLDS_FAILED = 99;

export interface K6Run {
  exitCode: number;
  /** What k6 printed (its end-of-test summary last), when captured. */
  output: string;
}

export interface K6RunOptions {
  baseUrl: string;
  /** Settings for the script (`__ENV`), over the process environment. */
  env?: Record<string, string>;
  /** `inherit` streams k6 to this terminal; `capture` keeps its output for the caller. */
  output: 'inherit' | 'capture';
  /** Called with the running k6, e.g. to pass on a signal. */
  started?: (stop: (signal: NodeJS.Signals) => void) => void;
}

/** `k6 run <scenario>.js` against `baseUrl`; resolves when k6 exits. */
export function runK6(binary: string, scenario: string, options: K6RunOptions): Promise<K6Run> {
  const child = spawn(binary, ['run', k6Script(scenario)], {
    // k6 passes the process environment to the script as __ENV; no setting goes on the command line.
    env: { ...process.env, K6_NO_USAGE_REPORT: 'true', ...options.env, BASE_URL: options.baseUrl },
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
