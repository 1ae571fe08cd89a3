import { execFile } from 'node:child_process';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion and reports its exit code instead of throwing on failure. */
export function runCommand(command: string, args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') {
        reject(error);
        return;
      }
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}
