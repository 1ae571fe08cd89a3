import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';

/**
 * Where tools the product fetches or builds on first use (helm, the API server, schemas, a Go toolchain) are
 * kept across runs and clones, one folder per pinned version: `SHOP_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/shop`, else `~/.cache/shop`.
 */
export function toolCacheDir(): string {
  return process.env.SHOP_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'shop');
}

/**
 * Fills a fresh folder beside `finalDir`, then renames it into place, so a half-finished one
 * (an interrupted build or download) is never taken for done. Another process publishing the
 * same version first wins.
 */
export async function publishFolder(finalDir: string, fill: (workDir: string) => Promise<void>): Promise<void> {
  mkdirSync(path.dirname(finalDir), { recursive: true });
  const workDir = mkdtempSync(`${finalDir}.partial-`);
  try {
    await fill(workDir);
    try {
      renameSync(workDir, finalDir);
    } catch (error) {
      if (!existsSync(finalDir)) throw error;
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The oldest Go taken as is to build the pinned tools; a tool whose go.mod asks for a newer one
 * (helm v4.3's says `go 1.26.0`) has `go` switch toolchains itself (GOTOOLCHAIN=auto, in runGo).
 */
export const MINIMUM_GO = [1, 25] as const;

/**
 * The Go toolchain fetched when the machine has no Go this new (Debian bookworm's golang-go is
 * 1.19). It is the module `golang.org/toolchain`, the way `go` itself switches toolchains, checked
 * against these digests of the module zips.
 */
const GO_TOOLCHAIN = {
  version: '1.25.14',
  sha256: {
    amd64: '1bb543a7745d4c6e045a1bfdb4c4d5a0b05b71ee8b8ff72c0a351598b26991a4',
    arm64: 'eee0803776a2a3d42f0620d7b0156277350debb5d39c99a9b61c8b12108fd92c',
  } as Record<string, string>,
};

/** Where a machine's Go usually is, also when it is not on PATH. */
const MACHINE_GO_COMMANDS = ['go', '/usr/local/go/bin/go', '/usr/lib/go/bin/go'];

/** The major and minor of a Go version as `go env GOVERSION` prints it (`go1.26.8` gives [1, 26]). */
export function parseGoVersion(printed: string): [number, number] | undefined {
  const match = /^go(\d+)\.(\d+)/.exec(printed.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** The version of a `go` command, e.g. [1, 26]; undefined when there is no such command. */
function goVersionOf(command: string): [number, number] | undefined {
  try {
    return parseGoVersion(execFileSync(command, ['env', 'GOVERSION'], { encoding: 'utf8', env: { ...process.env, GOTOOLCHAIN: 'local' } }));
  } catch {
    return undefined;
  }
}

export function isRecentEnough(version: readonly [number, number]): boolean {
  return version[0] > MINIMUM_GO[0] || (version[0] === MINIMUM_GO[0] && version[1] >= MINIMUM_GO[1]);
}

/** The `golang.org/toolchain` module holding Go `version` for linux/`arch`, as `go` names it when switching toolchains. */
export function toolchainModule(version: string, arch: string): string {
  return `golang.org/toolchain@v0.0.1-go${version}.linux-${arch}`;
}

function goArch(): string {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as string];
  if (!arch || !GO_TOOLCHAIN.sha256[arch] || process.platform !== 'linux') {
    throw new Error(`No Go ${MINIMUM_GO.join('.')}+ here and no pinned toolchain for ${process.platform}/${process.arch}: install Go and retry`);
  }
  return arch;
}

/**
 * Fetches the pinned toolchain into the cache once, with whichever `go` the machine has (any
 * version); answers its `go` binary. `go mod download` takes the module proxy, checksum database
 * and private-module settings (GOPROXY, GOSUMDB, GONOSUMDB, GOPRIVATE, ...) from `go env`, so a
 * company mirror configured on the machine works unchanged.
 */
export async function fetchGoToolchain(log: (line: string) => void): Promise<string> {
  const dir = path.join(toolCacheDir(), `go-${GO_TOOLCHAIN.version}`);
  const go = path.join(dir, 'bin', 'go');
  if (existsSync(go)) return go;
  const arch = goArch();
  const machineGo = MACHINE_GO_COMMANDS.find((command) => goVersionOf(command));
  if (!machineGo) {
    throw new Error(
      `No \`go\` command to fetch Go ${GO_TOOLCHAIN.version} with: install Go ${MINIMUM_GO.join('.')}+, or Debian's golang-go ` +
        '(`node scripts/system-deps.mjs --go` as root), and retry',
    );
  }
  const module = toolchainModule(GO_TOOLCHAIN.version, arch);
  log(`fetching Go ${GO_TOOLCHAIN.version} with ${machineGo} (go mod download ${module}; first use only)`);
  await publishFolder(dir, async (staging) => {
    // Checked against the checksum database by `go`; the zip lands in the module cache (GOMODCACHE).
    const { Zip: zipFile } = JSON.parse(await runGo(machineGo, ['mod', 'download', '-json', module])) as { Zip: string };
    const zip = readFileSync(zipFile);
    const digest = createHash('sha256').update(zip).digest('hex');
    if (digest !== GO_TOOLCHAIN.sha256[arch]) throw new Error(`${zipFile}: sha256 ${digest}, expected ${GO_TOOLCHAIN.sha256[arch]}`);
    // The zip just checked is unpacked, rather than the module cache's copy (read-only folders, which
    // nothing but `go clean -modcache` removes): the published files are exactly the pinned ones.
    new AdmZip(zip).extractAllTo(staging, true);
    const root = path.join(staging, module);
    // Module zips carry no file modes: the commands are made executable as `go` does.
    for (const tools of [path.join(root, 'bin'), ...readdirSync(path.join(root, 'pkg', 'tool')).map((d) => path.join(root, 'pkg', 'tool', d))]) {
      for (const name of readdirSync(tools)) chmodSync(path.join(tools, name), 0o755);
    }
    // The toolchain's own folder becomes the published one.
    for (const entry of readdirSync(root)) renameSync(path.join(root, entry), path.join(staging, entry));
    rmSync(path.join(staging, 'golang.org'), { recursive: true, force: true });
  });
  return go;
}

/** A `go` command that can build every pinned tool: the machine's when recent enough, else the pinned toolchain. */
export async function goForBuild(log: (line: string) => void): Promise<string> {
  const recent = MACHINE_GO_COMMANDS.find((command) => {
    const version = goVersionOf(command);
    return version && isRecentEnough(version);
  });
  return recent ?? fetchGoToolchain(log);
}

/**
 * Runs a Go command with the settings every pinned build uses; stdout answered. The error carries
 * stderr, else stdout: with `-json`, `go mod download` reports a failure only in its JSON.
 */
export function runGo(go: string, args: string[], env: Record<string, string> = {}, cwd = toolCacheDir()): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(go, args, {
      cwd,
      // GOTOOLCHAIN=auto: a module that needs a newer Go fetches it from the same proxy.
      env: { ...process.env, GOWORK: 'off', GOFLAGS: '-mod=mod', CGO_ENABLED: '0', GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? 'auto', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(Buffer.concat(out).toString())
        : reject(new Error(`${go} ${args.join(' ')} failed (${signal ?? `exit ${code}`}): ${failureOutput(err, out)}`)),
    );
  });
}

function failureOutput(stderr: Buffer[], stdout: Buffer[]): string {
  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString().trim();
  return (text(stderr) || text(stdout)).slice(-2000);
}

/**
 * A command built with `go install module/cmd@version` at a pinned version
 * into `<cache>/<binary>-<version>/`, on first use only; answers the binary's path.
 */
export function ensureGoBinary(tool: { module: string; command?: string; version: string; binary: string }, log: (line: string) => void): Promise<string> {
  const target = tool.command ? `${tool.module}/${tool.command}` : tool.module;
  return ensureBuiltOnce(tool, log, async (go, workDir) => {
    await runGo(go, ['install', '-trimpath', `${target}@${tool.version}`], { GOBIN: workDir });
  });
}

/**
 * `<cache>/<binary>-<version>/<binary>`, built by `build` into a fresh folder with the Go that
 * builds the pinned tools, on first use only; answers the binary's path.
 */
async function ensureBuiltOnce(tool: { binary: string; version: string }, log: (line: string) => void, build: (go: string, workDir: string) => Promise<void>): Promise<string> {
  const finalDir = path.join(toolCacheDir(), `${tool.binary}-${tool.version}`);
  const binary = path.join(finalDir, tool.binary);
  if (existsSync(binary)) return binary;
  const go = await goForBuild(log);
  log(`building ${tool.binary} ${tool.version} with ${go} (first use only; cached in ${finalDir})`);
  const started = Date.now();
  await publishFolder(finalDir, (workDir) => build(go, workDir));
  log(`built ${tool.binary} ${tool.version} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return binary;
}

/**
 * The module generated to build a command that `go install module@version` cannot build: one whose
 * go.mod replaces modules with local folders (kube-apiserver's staging modules), or a library
 * without a main package of its own (etcd's server).
 */
export interface GeneratedGoModule {
  /** Lines after the `module` line: the `go` version, `godebug` settings. */
  directives?: string[];
  /** Requirements, module path → version. */
  require: Record<string, string>;
  /** Modules held at a version whatever any dependency asks for (a `replace` each), module path → version. */
  pin?: Record<string, string>;
  /** The main package: an import path in a required module, or the Go source of the generated module's main.go. */
  main: { package: string } | { source: string };
  /** Linker flags (`-X package.variable=value` to stamp a version). */
  ldflags?: string[];
}

/** The go.mod of a generated module building `binary`. */
export function generatedGoMod(binary: string, module: GeneratedGoModule): string {
  const block = (keyword: string, lines: string[]) => (lines.length === 0 ? '' : `\n${keyword} (\n${lines.map((line) => `\t${line}\n`).join('')})\n`);
  return (
    `module shop.invalid/build/${binary}\n` +
    (module.directives ?? []).map((line) => `\n${line}\n`).join('') +
    block('require', Object.entries({ ...module.require, ...module.pin }).map(([path, version]) => `${path} ${version}`)) +
    block('replace', Object.entries(module.pin ?? {}).map(([path, version]) => `${path} => ${path} ${version}`))
  );
}

/**
 * A command built from a generated module into `<cache>/<binary>-<version>/`, on first use only;
 * answers the binary's path. `generate` describes the module (it may read the upstream go.mod with
 * `go`, so it runs only when a build is needed); the module is written to a temporary folder and
 * `go build` resolves the rest from the module proxy, checked by the Go checksum database.
 */
export function ensureGeneratedGoBinary(
  tool: { binary: string; version: string },
  generate: (go: string) => GeneratedGoModule | Promise<GeneratedGoModule>,
  log: (line: string) => void,
): Promise<string> {
  return ensureBuiltOnce(tool, log, async (go, workDir) => {
    const module = await generate(go);
    const moduleDir = await mkdtemp(path.join(tmpdir(), `shop-build-${tool.binary}-`));
    try {
      await writeFile(path.join(moduleDir, 'go.mod'), generatedGoMod(tool.binary, module));
      if ('source' in module.main) await writeFile(path.join(moduleDir, 'main.go'), module.main.source);
      const target = 'package' in module.main ? module.main.package : '.';
      await runGo(go, ['build', '-trimpath', '-ldflags', (module.ldflags ?? []).join(' '), '-o', path.join(workDir, tool.binary), target], {}, moduleDir);
    } finally {
      await rm(moduleDir, { recursive: true, force: true });
    }
  });
}
