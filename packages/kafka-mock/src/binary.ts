import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

// Both src/*.ts (tests) and dist/*.js (built) sit one level below the package root.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const launcherSourcePath = path.join(packageRoot, 'src', 'launcher.c');
export const kafkaMockBinaryPath = path.join(packageRoot, 'bin', 'kafka-mock');

const headerPackage = 'librdkafka-dev';
const compiler = process.env['CC'] ?? 'cc';
const maxCommandOutput = 16 * 1024 * 1024;

let pendingBuild: Promise<string> | undefined;

/**
 * Returns the path of the compiled launcher, (re)building it first when it is missing or older
 * than its C source. Concurrent callers in one process share a single build.
 */
export function ensureKafkaMockBinary(): Promise<string> {
  pendingBuild ??= buildIfStale().finally(() => {
    pendingBuild = undefined;
  });
  return pendingBuild;
}

/** Compiles the launcher unconditionally; used by `npm run build`. */
export async function buildKafkaMockBinary(): Promise<string> {
  await ensureLibrdkafkaHeaders();
  await mkdir(path.dirname(kafkaMockBinaryPath), { recursive: true });
  // Compile under a unique name and rename, so parallel test workers never run a half-written file.
  const temporaryPath = `${kafkaMockBinaryPath}.${process.pid}.${Date.now()}.tmp`;
  try {
    await run(compiler, [
      '-std=c11',
      '-D_POSIX_C_SOURCE=200809L',
      '-O2',
      '-Wall',
      '-Wextra',
      '-pthread',
      '-o',
      temporaryPath,
      launcherSourcePath,
      '-lrdkafka',
    ]);
    await rename(temporaryPath, kafkaMockBinaryPath);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw new Error(`kafka-mock: could not build ${kafkaMockBinaryPath}: ${errorDetail(error)}`, { cause: error });
  }
  return kafkaMockBinaryPath;
}

async function buildIfStale(): Promise<string> {
  const [source, binary] = await Promise.all([stat(launcherSourcePath), stat(kafkaMockBinaryPath).catch(() => undefined)]);
  if (binary && binary.mtimeMs >= source.mtimeMs) return kafkaMockBinaryPath;
  return buildKafkaMockBinary();
}

async function ensureLibrdkafkaHeaders(): Promise<void> {
  if (await headersAvailable()) return;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    throw new Error(
      `kafka-mock: librdkafka headers (librdkafka/rdkafka_mock.h) not found. ` +
        `Install the ${headerPackage} package (e.g. \`sudo apt-get install -y ${headerPackage}\`) and build again.`,
    );
  }
  try {
    await installHeadersWithApt();
  } catch (error) {
    throw new Error(
      `kafka-mock: librdkafka headers not found and \`apt-get install ${headerPackage}\` failed: ${errorDetail(error)}`,
      { cause: error },
    );
  }
  if (!(await headersAvailable())) {
    throw new Error(`kafka-mock: installed ${headerPackage} but librdkafka/rdkafka_mock.h is still not found.`);
  }
}

/** Running as root on Debian/Ubuntu: install the headers ourselves, refreshing stale indexes once. */
async function installHeadersWithApt(): Promise<void> {
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['install', '-y', headerPackage], aptEnv);
  } catch {
    await run('apt-get', ['update'], aptEnv);
    await run('apt-get', ['install', '-y', headerPackage], aptEnv);
  }
}

/** Asks the compiler itself, so non-default include paths (e.g. via CC) are honoured. */
async function headersAvailable(): Promise<boolean> {
  try {
    const probe = execFileAsync(compiler, ['-E', '-x', 'c', '-o', '/dev/null', '-']);
    // A compiler that fails to start closes the pipe; its error surfaces through `probe`.
    probe.child.stdin?.on('error', () => undefined);
    probe.child.stdin?.end('#include <librdkafka/rdkafka.h>\n#include <librdkafka/rdkafka_mock.h>\n');
    await probe;
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`kafka-mock: C compiler \`${compiler}\` not found. Install gcc (or set CC) and build again.`, {
        cause: error,
      });
    }
    return false;
  }
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await execFileAsync(command, args, { env, maxBuffer: maxCommandOutput });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed: ${errorDetail(error)}`, { cause: error });
  }
}

function errorDetail(error: unknown): string {
  if (error instanceof Error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    return typeof stderr === 'string' && stderr.trim() !== '' ? stderr.trim() : error.message;
  }
  return String(error);
}
