import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { formatLine } from './log-lines.js';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  stopping: boolean;
}

/**
 * Starts `node dist/main.js` (or `main`) in a deployable's folder in its own process group, so that
 * only the supervisor signals it and the shutdown order stays ours. Output lines get the process prefix.
 */
export function startProcess(options: {
  name: string;
  root: string;
  workspace: string;
  main?: string;
  env: Record<string, string>;
  write: (line: string) => void;
}): ManagedProcess {
  const cwd = path.join(options.root, options.workspace);
  const child = spawn(process.execPath, [options.main ?? 'dist/main.js'], {
    cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => options.write(formatLine(line)));
  }
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 0)));
  return { name: options.name, child, exited, stopping: false };
}

/** SIGTERM, then SIGKILL once the grace period is over. */
export async function stopProcess(proc: ManagedProcess, graceMs: number): Promise<void> {
  proc.stopping = true;
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
