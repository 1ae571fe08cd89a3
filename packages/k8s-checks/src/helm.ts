import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { runCommand } from './exec.js';
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

const valuesArgs = (options: RenderOptions) => [
  ...(options.valuesFiles ?? []).flatMap((file) => ['--values', file]),
  ...Object.entries(options.set ?? {}).flatMap(([key, value]) => ['--set-string', `${key}=${value}`]),
  '--kube-version',
  options.kubernetesVersion,
];

/** `helm lint --strict`: its output when it fails, undefined when the chart passes. */
export async function lintChart(tools: K8sTools, chartDir: string, options: RenderOptions): Promise<string | undefined> {
  const result = await runCommand(tools.helm, ['lint', '--strict', chartDir, ...valuesArgs(options)], helmEnv);
  return result.code === 0 ? undefined : `${result.stdout}${result.stderr}`.trim();
}

/** `helm template` as it would install into the `shop` namespace (as release `shop` unless named), as YAML text. */
export async function renderChart(tools: K8sTools, chartDir: string, options: RenderOptions & { releaseName?: string }): Promise<string> {
  const result = await runCommand(tools.helm, ['template', options.releaseName ?? 'shop', chartDir, '--namespace', 'shop', ...valuesArgs(options)], helmEnv);
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
