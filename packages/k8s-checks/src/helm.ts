import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { runCommand, type CommandResult } from './exec.js';
import { cacheRoot, type K8sTools } from './tools.js';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

export interface RenderOptions {
  valuesFiles?: string[];
  /** `--set` values, applied after the files (e.g. `{ deployable: 'order' }`). */
  set?: Record<string, string>;
  kubernetesVersion: string;
}

// helm keeps its own config and caches here, never in the user's home folders.
const helmHome = path.join(cacheRoot(), 'helm-home');
const helmEnv = {
  HELM_CACHE_HOME: path.join(helmHome, 'cache'),
  HELM_CONFIG_HOME: path.join(helmHome, 'config'),
  HELM_DATA_HOME: path.join(helmHome, 'data'),
};

/** Runs the pinned helm with its home under the cache; `env` adds to it (a KUBECONFIG). */
export function runHelm(tools: K8sTools, args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return runCommand(tools.helm, args, { ...helmEnv, ...env });
}

/** `--values` and `--set-string` arguments for helm. */
export const valuesArgs = (options: Pick<RenderOptions, 'valuesFiles' | 'set'>) => [
  ...(options.valuesFiles ?? []).flatMap((file) => ['--values', file]),
  ...Object.entries(options.set ?? {}).flatMap(([key, value]) => ['--set-string', `${key}=${value}`]),
];

const renderArgs = (options: RenderOptions) => [...valuesArgs(options), '--kube-version', options.kubernetesVersion];

/** `helm lint --strict`: its output when it fails, undefined when the chart passes. */
export async function lintChart(tools: K8sTools, chartDir: string, options: RenderOptions): Promise<string | undefined> {
  const result = await runHelm(tools, ['lint', '--strict', chartDir, ...renderArgs(options)]);
  return result.code === 0 ? undefined : `${result.stdout}${result.stderr}`.trim();
}

/** `helm template` as it would install into the `shop` namespace (as release `shop` unless named), as YAML text. */
export async function renderChart(tools: K8sTools, chartDir: string, options: RenderOptions & { releaseName?: string }): Promise<string> {
  const result = await runHelm(tools, ['template', options.releaseName ?? 'shop', chartDir, '--namespace', 'shop', ...renderArgs(options)]);
  if (result.code !== 0) throw new Error(`helm template failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** One document of a YAML stream: its text as written and its value. */
export interface ManifestDocument {
  text: string;
  object: KubeObject;
}

/** The documents of a multi-document YAML stream, empty ones skipped. */
export function parseDocuments(text: string): ManifestDocument[] {
  return parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`invalid YAML: ${document.errors[0]?.message}`);
    const object = document.toJS() as KubeObject | null;
    const [start, , end] = document.range;
    return object ? [{ text: text.slice(start, end), object }] : [];
  });
}

/**
 * What the chart installs one release each for, with these values (`--set deployable=<name>`):
 * every workload, by its Deployment's name, and `platform` (the objects the workloads share).
 */
export async function chartDeployables(tools: K8sTools, chartDir: string, options: RenderOptions): Promise<string[]> {
  const objects = parseDocuments(await renderChart(tools, chartDir, options)).map((d) => d.object);
  return [...objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name), 'platform'];
}
