import type { ChildProcess } from 'node:child_process';

/**
 * Passes each non-empty line a child writes (stdout and stderr) to `onLine` and keeps the last
 * `keep` of them, for the error when the child fails.
 */
export function collectLines(child: ChildProcess, onLine: (line: string) => void, keep: number): string[] {
  const tail: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > keep) tail.shift();
      onLine(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return tail;
}

/** SIGTERM (a clean shutdown), then SIGKILL when the child is still running after `graceMs`. */
export async function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
