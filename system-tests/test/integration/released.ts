import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishFolder, toolCacheDir } from '@shop/dev-infra';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The deployables a stack runs as processes: the six services and the BFF. */
export type StackDeployable = 'identity' | 'catalog' | 'merchant' | 'fund' | 'payment' | 'order' | 'bff';

/** Where a deployable's workspace sits in a tree of this repository. */
const workspaceOf = (deployable: StackDeployable) => (deployable === 'bff' ? 'bff' : path.join('services', deployable));

/** A deployable's process entry in a tree of this repository: the current one or a released one. */
export function mainIn(tree: string, deployable: StackDeployable): string {
  return path.join(tree, workspaceOf(deployable), 'dist', 'main.js');
}

/**
 * Whether a tree's deployables sign in to Kafka as their users (`KAFKA_USERNAME`): releases from
 * before Kafka authentication, which carry no Kafka ACLs in their manifest, connect without.
 */
export function signsInToKafka(tree: string): boolean {
  return existsSync(path.join(tree, 'packages', 'deployables', 'src', 'kafka-access.ts'));
}

/** The current tree: the clone under test, built by the run's build step. */
export const currentTree = repoRoot;

/** The commit each deployable was last released from (`release/baseline/released.json`, written by `npm run release:baseline`). */
export function releasedCommit(deployable: StackDeployable): string {
  const released = JSON.parse(readFileSync(path.join(repoRoot, 'release', 'baseline', 'released.json'), 'utf8')) as Record<string, { version: string; commit: string }>;
  const entry = released[deployable];
  if (!entry) throw new Error(`release/baseline/released.json has no release of ${deployable}: it has never been released`);
  return entry.commit;
}

/**
 * The repository as it was at a released commit, with its dependencies installed and the services
 * and the BFF built: `<cache>/releases/<commit>/`, made on first use (a minute or three) and kept
 * across runs and clones. The commit comes from this clone's history (`git archive`): a shallow
 * clone fetches its history first, and fails here, saying so, when it cannot.
 */
export async function releasedTree(commit: string, log: (line: string) => void): Promise<string> {
  const tree = path.join(toolCacheDir(), 'releases', commit);
  if (existsSync(path.join(tree, 'package.json'))) return tree;
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const known = () => git('cat-file', '-e', `${commit}^{commit}`).status === 0;
  // A shallow clone lacks the history; its origin can give it.
  if (!known() && git('rev-parse', '--is-shallow-repository').stdout.trim() === 'true') git('fetch', '--quiet', '--unshallow');
  if (!known()) {
    throw new Error(`the released commit ${commit} is not in this clone's history; the version-skew tests build it from there: clone with history (no --depth), or fetch it (git fetch --unshallow)`);
  }
  log(`building the release at ${commit.slice(0, 12)} (first use only; kept in ${tree})`);
  const started = Date.now();
  await publishFolder(tree, async (workDir) => {
    await run('sh', ['-c', `git -C "${repoRoot}" archive ${commit} | tar -x -C "${workDir}"`], workDir);
    // The run's own install filled npm's cache, and a release's lockfile differs from it by little: offline first.
    const installed = await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], workDir).then(
      () => true,
      () => false,
    );
    if (!installed) await run('npm', ['ci', '--no-audit', '--no-fund'], workDir);
    const deployables: StackDeployable[] = ['identity', 'catalog', 'merchant', 'fund', 'payment', 'order', 'bff'];
    const filters = deployables.map((deployable) => `--filter=./${workspaceOf(deployable)}`);
    await run(path.join(workDir, 'node_modules', '.bin', 'turbo'), ['run', 'build', ...filters, '--output-logs=errors-only'], workDir);
  });
  log(`built the release at ${commit.slice(0, 12)} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return tree;
}

/** Runs a command to its end; its output is kept for the error when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Without the settings npm and turbo hand this run's own scripts (its workspace, its task hash).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|TURBO_)/i.test(name)));
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, PATH: `${path.join(cwd, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` } });
    const output: string[] = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}) in ${cwd}:\n${output.join('').slice(-4000)}`))));
  });
}
