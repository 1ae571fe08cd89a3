import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AdmZip from 'adm-zip';
import { cloudNativePgModule, helmModule, kubectlValidateModule, prometheusOperatorModule, strimziApiJar } from './versions.js';

const execFileAsync = promisify(execFile);
const maxCommandOutput = 64 * 1024 * 1024;

/** Where pinned tools and schemas live, one folder per version, outside the repository. */
export const cacheRoot = process.env['SHOP_CACHE_DIR'] ?? path.join(os.homedir(), '.cache', 'shop');

export interface K8sTools {
  helm: string;
  kubectlValidate: string;
  /** One folder per operator, each holding its CustomResourceDefinitions as YAML. */
  crdDirs: { strimzi: string; cloudNativePg: string; prometheusOperator: string };
}

let pending: Promise<K8sTools> | undefined;

/** Returns the pinned tools and CRDs, building or fetching into the cache what is missing. */
export function ensureK8sTools(): Promise<K8sTools> {
  pending ??= (async () => {
    await mkdir(cacheRoot, { recursive: true });
    const go = await checkToolchainSwitching(await findGo());
    // One at a time: two Go builds on a small machine are slower than two in a row.
    const helm = await ensureGoBinary(go, helmModule);
    const kubectlValidate = await ensureGoBinary(go, kubectlValidateModule);
    const cloudNativePg = await ensureGoModuleCrds(go, cloudNativePgModule);
    const prometheusOperator = await ensureGoModuleCrds(go, prometheusOperatorModule);
    const strimzi = await ensureStrimziCrds();
    return { helm, kubectlValidate, crdDirs: { strimzi, cloudNativePg, prometheusOperator } };
  })();
  return pending;
}

interface GoModuleBinary {
  path: string;
  version: string;
  command: string;
  binary: string;
}

async function ensureGoBinary(go: string, module: GoModuleBinary): Promise<string> {
  const finalDir = path.join(cacheRoot, `${module.binary}-${module.version}`);
  const binary = path.join(finalDir, module.binary);
  if (existsSync(binary)) return binary;
  const pkg = module.command ? `${module.path}/${module.command}` : module.path;
  await publishFolder(finalDir, async (workDir) => {
    await run(go, ['install', `${pkg}@${module.version}`], { GOBIN: workDir });
  });
  return binary;
}

/** The CRD YAMLs an operator keeps in its Go module, for `--local-crds`. */
async function ensureGoModuleCrds(go: string, module: { name: string; path: string; version: string; crdFolder: string }): Promise<string> {
  const finalDir = path.join(cacheRoot, 'crds', `${module.name}-${module.version}`);
  if (existsSync(finalDir)) return finalDir;
  await publishFolder(finalDir, async (workDir) => {
    // The module download is checked against the Go checksum database.
    const { stdout } = await run(go, ['mod', 'download', '-json', `${module.path}@${module.version}`]);
    const { Dir: moduleDir } = JSON.parse(stdout) as { Dir: string };
    const crdDir = path.join(moduleDir, module.crdFolder);
    const files = (await readdir(crdDir)).filter((file) => file.endsWith('.yaml'));
    if (files.length === 0) throw new Error(`no CRDs in ${crdDir}`);
    for (const file of files) await copyFile(path.join(crdDir, file), path.join(workDir, file));
  });
  return finalDir;
}

async function ensureStrimziCrds(): Promise<string> {
  const finalDir = path.join(cacheRoot, 'crds', `strimzi-${strimziApiJar.version}`);
  if (existsSync(finalDir)) return finalDir;
  await publishFolder(finalDir, async (workDir) => {
    const response = await fetch(strimziApiJar.url);
    if (!response.ok) throw new Error(`GET ${strimziApiJar.url}: HTTP ${response.status}`);
    const jar = Buffer.from(await response.arrayBuffer());
    const digest = createHash('sha256').update(jar).digest('hex');
    if (digest !== strimziApiJar.sha256) throw new Error(`${strimziApiJar.url}: sha256 ${digest}, expected ${strimziApiJar.sha256}`);
    const crds = new AdmZip(jar)
      .getEntries()
      .filter((entry) => !entry.isDirectory && entry.entryName.startsWith(strimziApiJar.crdFolder) && entry.entryName.endsWith('.yaml'));
    if (crds.length === 0) throw new Error(`no ${strimziApiJar.crdFolder}*.yaml in ${strimziApiJar.url}`);
    for (const entry of crds) await writeFile(path.join(workDir, path.basename(entry.entryName)), entry.getData());
  });
  return finalDir;
}

/** Fills a fresh folder, then renames it into place, so a half-finished one is never used. */
async function publishFolder(finalDir: string, fill: (workDir: string) => Promise<void>): Promise<void> {
  const workDir = `${finalDir}.partial-${process.pid}`;
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  try {
    await fill(workDir);
    await rename(workDir, finalDir).catch((error: NodeJS.ErrnoException) => {
      // Another process published the same version first: keep theirs.
      if (!existsSync(finalDir)) throw error;
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function findGo(): Promise<string> {
  const candidates = ['go', '/usr/local/go/bin/go', '/usr/lib/go/bin/go'];
  for (const candidate of candidates) {
    if (await run(candidate, ['version']).then(() => true, () => false)) return candidate;
  }
  if (process.getuid?.() !== 0) {
    throw new Error('Go is needed to build helm and kubectl-validate. Install it with: sudo apt-get install -y golang-go');
  }
  const apt = (args: string[]) => execFileAsync('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, maxBuffer: maxCommandOutput });
  await apt(['install', '-y', '--no-install-recommends', 'golang-go']).catch(async () => {
    await apt(['update']);
    await apt(['install', '-y', '--no-install-recommends', 'golang-go']);
  });
  return 'go';
}

/** Go 1.21+ switches to the toolchain a module needs by itself (GOTOOLCHAIN=auto); older ones cannot build helm. */
async function checkToolchainSwitching(go: string): Promise<string> {
  const { stdout } = await run(go, ['version']);
  const [, major = '0', minor = '0'] = /go(\d+)\.(\d+)/.exec(stdout) ?? [];
  if (Number(major) === 1 && Number(minor) < 21) {
    throw new Error(`${stdout.trim()} is too old to build helm and kubectl-validate: Go 1.21 or later is needed`);
  }
  return go;
}

async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(command, args, {
      cwd: cacheRoot,
      maxBuffer: maxCommandOutput,
      // GOTOOLCHAIN=auto lets an older Go fetch the toolchain a module asks for, from the same proxy.
      env: { ...process.env, GOWORK: 'off', GOTOOLCHAIN: process.env['GOTOOLCHAIN'] ?? 'auto', ...env },
    });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(`${command} ${args.join(' ')} failed: ${detail}`, { cause: error });
  }
}
