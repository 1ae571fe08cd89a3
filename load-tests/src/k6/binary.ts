import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { toolCacheDir } from './cache.js';
import { goForBuild } from './go.js';

/** The k6 release the scenarios are written for (checked on the Go module proxy). */
export const K6_VERSION = 'v1.8.1';

/** Where the pinned k6 lives once built. */
export function k6BinaryPath(): string {
  return path.join(toolCacheDir(), `k6-${K6_VERSION}`, 'k6');
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))));
  });
}

/** The pinned k6, built from the Go module proxy on first use (a few minutes) and cached; answers its path. */
export async function ensureK6(log: (line: string) => void = console.log): Promise<string> {
  const binary = k6BinaryPath();
  if (existsSync(binary)) return binary;
  mkdirSync(toolCacheDir(), { recursive: true });
  const go = await goForBuild(log);
  log(`building k6 ${K6_VERSION} with ${go} (first use only; cached in ${path.dirname(binary)})`);
  const started = Date.now();
  // Installed beside the final folder and renamed into place: an interrupted build leaves nothing that looks done.
  const staging = mkdtempSync(path.join(toolCacheDir(), `.k6-${K6_VERSION}-`));
  try {
    await run(go, ['install', '-trimpath', `go.k6.io/k6@${K6_VERSION}`], {
      cwd: staging,
      env: { ...process.env, GOBIN: staging, GOFLAGS: '-mod=mod', CGO_ENABLED: '0', GOTOOLCHAIN: 'local' },
    });
    mkdirSync(path.dirname(binary), { recursive: true });
    renameSync(path.join(staging, 'k6'), binary);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  log(`built k6 ${K6_VERSION} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return binary;
}
