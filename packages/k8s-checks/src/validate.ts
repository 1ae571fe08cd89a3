import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from './exec.js';
import type { ManifestDocument } from './helm.js';
import type { K8sTools } from './tools.js';

export interface ValidateOptions {
  kubernetesVersion: string;
  /** Folders of CustomResourceDefinitions for the custom kinds among the manifests. */
  crdDirs?: string[];
}

interface Status {
  status: 'Success' | 'Failure';
  message?: string;
}

/**
 * Validates manifest files against Kubernetes' own schemas for one version (and the given CRDs),
 * offline: every document's fields, types and formats, unknown fields included. Returns one
 * problem per invalid document; an empty list means every document is valid.
 */
export async function validateManifestFiles(tools: K8sTools, files: string[], options: ValidateOptions): Promise<string[]> {
  const result = await runCommand(
    tools.kubectlValidate,
    [...files, '--version', options.kubernetesVersion, ...(options.crdDirs ?? []).map((dir) => `--local-crds=${dir}`), '--output=json'],
    // No kubeconfig and no in-cluster config (a CI runner may be a pod): the schemas come from
    // the binary and the CRD folders, never from a cluster.
    { KUBECONFIG: path.join(os.tmpdir(), 'no-kubeconfig'), KUBERNETES_SERVICE_HOST: '', KUBERNETES_SERVICE_PORT: '' },
  );
  let report: Record<string, Status[]>;
  try {
    report = JSON.parse(result.stdout) as Record<string, Status[]>;
  } catch {
    throw new Error(`kubectl-validate failed (exit ${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
  }
  const problems = Object.entries(report).flatMap(([file, statuses]) =>
    statuses.filter((status) => status.status !== 'Success').map((status) => `${path.basename(file)}: ${status.message}`),
  );
  if (result.code !== 0 && problems.length === 0) throw new Error(`kubectl-validate failed (exit ${result.code}): ${result.stderr.trim()}`);
  return problems;
}

/**
 * Validates documents (rendered by helm, say) as written, not re-serialised, each in its own file
 * named after its kind and name so that a problem names the object.
 */
export async function validateDocuments(tools: K8sTools, documents: ManifestDocument[], options: ValidateOptions): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-manifests-'));
  try {
    const files = await Promise.all(
      documents.map(async ({ text, object }, index) => {
        const file = path.join(dir, `${String(index).padStart(3, '0')}-${object.kind}-${object.metadata?.name}.yaml`);
        await writeFile(file, text);
        return file;
      }),
    );
    return files.length === 0 ? [] : await validateManifestFiles(tools, files, options);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
