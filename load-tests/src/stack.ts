import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/dev-infra';
import { spawnStack, type StackProcess } from '@shop/local-stack';

export interface LocalStack {
  /** Where the gateway serves the shop (`/trpc`, the pages). */
  url: string;
  /** Its throw-away data directory (the payment sandbox's key lives there). */
  dataDir: string;
  process: StackProcess;
  /** Ctrl-C to the stack, then its data is removed. */
  stop(): Promise<void>;
}

/**
 * The whole stack as `npm start` runs it (after the build), on a free port with throw-away data,
 * for measuring it; `env` adds to its environment. Its output is shown if it stops before `stop()`.
 */
export async function startLocalStack(env: Record<string, string> = {}): Promise<LocalStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-load-'));
  const port = await freePort();
  let stopping = false;
  let running: StackProcess;
  try {
    running = await spawnStack({ port, dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  void running.exited.then((code) => {
    if (!stopping) console.error(`the stack stopped (exit ${code}) during the run:\n${running.output().slice(-4000)}`);
  });
  // The stack runs in its own process group: if this process ends without stopping it (an
  // uncaught error, a signal), Ctrl-C it anyway rather than leave it running. Its data stays.
  const orphaned = () => {
    if (running.process.exitCode === null) process.kill(-running.process.pid!, 'SIGINT');
  };
  process.once('exit', orphaned);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: running,
    async stop() {
      stopping = true;
      process.off('exit', orphaned);
      await running.interrupt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
