import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface StackProcess {
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** Ctrl-C: SIGINT to its whole process group; resolves with the exit code and the time taken. */
  interrupt(): Promise<{ code: number | null; ms: number }>;
}

// From src/ (tests) or dist/ alike.
const main = path.resolve(import.meta.dirname, '../dist/main.js');

/**
 * Runs the stack as `npm start` does (after the build), in its own process group, and resolves
 * once it reports ready. For the stack test and the benchmarks.
 */
export async function spawnStack(options: { port: number; dataDir: string; args?: string[]; env?: Record<string, string>; readyTimeoutMs?: number }): Promise<StackProcess> {
  const child = spawn(process.execPath, [main, '--data-dir', options.dataDir, ...(options.args ?? [])], {
    // HOST stays unset unless the caller sets it: the stack's own default (loopback) is under test.
    env: { ...process.env, PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const chunks: string[] = [];
  const output = () => chunks.join('');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Beyond the slowest service's own start-up allowance (main.ts).
  const timeoutMs = options.readyTimeoutMs ?? 300_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack not ready in ${timeoutMs / 1000} s:\n${output()}`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      chunks.push(chunk.toString());
      if (/ready: the shop is at/.test(chunks.at(-1) ?? '') || /ready: the shop is at/.test(output())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code}:\n${output()}`));
    });
  });
  return {
    process: child,
    output,
    exited,
    async interrupt() {
      const started = Date.now();
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}

/** The BFF's own address (behind the gateway), as the stack printed it. */
export function stackBffUrl(output: string): string | undefined {
  return /bff\s*│ ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
}

/** Where a gRPC service of the stack listens, as the stack printed it (`fund │ healthy on 127.0.0.1:PORT`). */
export function stackServiceAddress(output: string, service: string): string | undefined {
  return new RegExp(`${service}\\s*│ healthy on (127\\.0\\.0\\.1:\\d+)`).exec(output)?.[1];
}

/** The embedded Postgres URL the stack printed (`postgres │ ready on 127.0.0.1:PORT`). */
export function stackDatabaseUrl(output: string): string | undefined {
  const port = /postgres\s*│ ready on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
  return port ? `postgres://postgres:postgres@127.0.0.1:${port}/shop` : undefined;
}

/** The broker the stack printed (`kafka │ ready on 127.0.0.1:PORT in …`, or the KAFKA_BROKERS it was given). */
export function stackKafkaBrokers(output: string): string[] | undefined {
  return /kafka\s*│ (?:ready on|using KAFKA_BROKERS) (\S+)/.exec(output)?.[1]?.split(',');
}

/** Mailpit's web UI and API, as the stack printed it (`mailpit │ SMTP ready on …, mail UI and API ready on http://…`, or the MAILPIT_URL it was given). */
export function stackMailpitUrl(output: string): string | undefined {
  return /mailpit\s*│ .*(?:mail UI and API ready on|MAILPIT_URL) (https?:\/\/[^,\s]+)/.exec(output)?.[1];
}

/** Where one of the stack's sandboxes listens, as the stack printed it (`messaging-sandbox │ ready on http://127.0.0.1:PORT`). */
export function stackSandboxUrl(output: string, sandbox: 'payment-sandbox' | 'messaging-sandbox'): string | undefined {
  return new RegExp(`${sandbox}\\s*│ ready on (http://127\\.0\\.0\\.1:\\d+)`).exec(output)?.[1];
}

/** Where a service's other listener is, as the stack printed it (`payment │ healthy on …, NOTIFICATION_PORT on http://127.0.0.1:PORT`). */
export function stackListenerUrl(output: string, service: string, setting: string): string | undefined {
  return new RegExp(`${service}\\s*│ healthy on [^\\n]*, ${setting} on (http://127\\.0\\.0\\.1:\\d+)`).exec(output)?.[1];
}
