import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deployables } from '@shop/deployables';
import type { JsonSchema } from './schema-subset.js';

/** The repository this package sits in (the same from `src/` and `dist/`). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** What was last released, per deployable: `release/baseline/` at the repository root. */
export function baselinePaths(baselineDir = path.join(repoRoot, 'release', 'baseline')) {
  return {
    root: baselineDir,
    /** A copy of `proto/` as released, without generation config. */
    proto: path.join(baselineDir, 'proto'),
    /** `<producer>.json`: wire name → JSON Schema of the payload, per producing service. */
    events: path.join(baselineDir, 'events'),
    eventsOf: (producer: string) => path.join(baselineDir, 'events', `${producer}.json`),
    /** `<service>.json`: the migration class names the service had released, oldest first. */
    migrationsOf: (service: string) => path.join(baselineDir, 'migrations', `${service}.json`),
    /** The `/trpc` procedure shapes the released front ends were built against. */
    trpc: path.join(baselineDir, 'trpc.json'),
  };
}

export type BaselinePaths = ReturnType<typeof baselinePaths>;

export type DeployableKind = 'service' | 'bff' | 'frontend';

/** Something a team releases on its own: its name is the workspace's package name without `@shop/`. */
export interface Deployable {
  name: string;
  kind: DeployableKind;
  /** The workspace folder. */
  dir: string;
}

/** Every deployable as the manifest lists it: one is released once it is there. */
export function listDeployables(root = repoRoot): Deployable[] {
  return deployables.map((entry) => ({ name: entry.name, kind: kindOf[entry.kind], dir: path.join(root, entry.workspace) }));
}

const kindOf = { grpc: 'service', http: 'bff', web: 'frontend' } as const satisfies Record<(typeof deployables)[number]['kind'], DeployableKind>;

/** One kind of contract in the baseline: refreshes the deployable's share of it from the current tree. */
export interface BaselinePart {
  name: string;
  /** Rewrites the deployable's part of the baseline; answers the files or folders written or removed, relative to the baseline. */
  refresh(deployable: Deployable, context: { repoRoot: string; baseline: BaselinePaths; deployables: Deployable[] }): Promise<string[]>;
}

/**
 * Refreshes every part of the baseline that belongs to `deployableName`, as its release does.
 * Parts a deployable has nothing in (a front end has no proto) leave the baseline alone.
 */
export async function refreshBaseline(
  deployableName: string,
  parts: readonly BaselinePart[],
  options: { repoRoot?: string; baselineDir?: string } = {},
): Promise<{ part: string; written: string[] }[]> {
  const root = options.repoRoot ?? repoRoot;
  const deployables = listDeployables(root);
  const deployable = deployables.find((candidate) => candidate.name === deployableName);
  if (!deployable) {
    throw new Error(`unknown deployable "${deployableName}"; one of: ${deployables.map((candidate) => candidate.name).join(', ')}`);
  }
  const baseline = baselinePaths(options.baselineDir);
  const results: { part: string; written: string[] }[] = [];
  // One after another: parts may share folders (the README, the baseline root).
  for (const part of parts) results.push({ part: part.name, written: await part.refresh(deployable, { repoRoot: root, baseline, deployables }) });
  return results;
}

/** The released event payloads of every producer: wire name → the producer and its payload's JSON Schema. */
export function readReleasedEvents(baseline: BaselinePaths): Map<string, { producer: string; schema: JsonSchema }> {
  const released = new Map<string, { producer: string; schema: JsonSchema }>();
  if (!existsSync(baseline.events)) return released;
  for (const file of readdirSync(baseline.events).filter((name) => name.endsWith('.json')).sort()) {
    const producer = file.slice(0, -'.json'.length);
    const schemas = JSON.parse(readFileSync(path.join(baseline.events, file), 'utf8')) as Record<string, JsonSchema>;
    for (const [wireName, schema] of Object.entries(schemas)) released.set(wireName, { producer, schema });
  }
  return released;
}
