import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiResponse, ApiServer } from './api-server.js';
import { parseDocuments, runHelm, valuesArgs, type KubeObject, type ManifestDocument } from './helm.js';
import type { K8sTools } from './tools.js';

/** What the API server adds to an object's metadata. */
export interface ServerObject extends KubeObject {
  metadata: KubeObject['metadata'] & {
    annotations?: Record<string, string>;
    resourceVersion: string;
    uid: string;
    generation?: number;
    managedFields?: { manager: string; operation: string }[];
  };
}

/** Where helm installs: the pinned helm, a running API server and the releases' namespace. */
export interface InstallTarget {
  tools: K8sTools;
  server: ApiServer;
  namespace: string;
}

/** One Helm release of a chart: its name and the values it is installed with. */
export interface Release {
  name: string;
  valuesFiles?: string[];
  set?: Record<string, string>;
}

/** `Kind/name`, the key objects are compared by within one namespace. */
export const objectId = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;

// The field manager of what this check applies itself (namespaces, CRDs, dry runs), and the one
// helm 4 applies as.
const fieldManager = 'shop-checks';
const helmFieldManager = 'helm';

/** An API call that must succeed; the server's Status message in the error when it does not. */
async function expectOk<T>(response: Promise<ApiResponse<T>>, what: string): Promise<T> {
  const { status, body } = await response;
  if (status >= 200 && status < 300) return body;
  throw new Error(`${what}: HTTP ${status}: ${(body as { message?: string }).message ?? JSON.stringify(body)}`);
}

/** Creates a namespace (server-side apply, so an existing one is kept). */
export async function createNamespace(server: ApiServer, name: string): Promise<void> {
  await expectOk(
    server.request('PATCH', `/api/v1/namespaces/${name}?fieldManager=${fieldManager}`, { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, 'application/apply-patch+yaml'),
    `namespace ${name}`,
  );
}

/**
 * Applies every CustomResourceDefinition in the folders' YAML files and waits until the server
 * serves each (Established, then listable), so that a release's custom resources are accepted
 * right after. Answers their names.
 */
export async function applyCustomResourceDefinitions(server: ApiServer, dirs: string[], timeoutMs = 60_000): Promise<string[]> {
  const definitions: KubeObject[] = [];
  for (const dir of dirs) {
    for (const file of (await readdir(dir)).filter((name) => /\.ya?ml$/.test(name)).sort()) {
      definitions.push(...parseDocuments(await readFile(path.join(dir, file), 'utf8')).map((d) => d.object).filter((o) => o.kind === 'CustomResourceDefinition'));
    }
  }
  const base = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions';
  for (const definition of definitions) {
    // Server-side apply: the biggest (Prometheus') exceed the annotation a client-side apply keeps.
    const url = `${base}/${definition.metadata.name}?fieldManager=${fieldManager}&force=true`;
    await expectOk(server.request('PATCH', url, definition, 'application/apply-patch+yaml'), `CRD ${definition.metadata.name}`);
  }
  const names = definitions.map((d) => d.metadata.name);
  await waitFor(`CRDs Established`, timeoutMs, async () => {
    const { items } = await expectOk(server.request<{ items: { metadata: { name: string }; status?: { conditions?: { type: string; status: string }[] } }[] }>('GET', base), 'list CRDs');
    const established = new Set(items.filter((crd) => crd.status?.conditions?.some((c) => c.type === 'Established' && c.status === 'True')).map((crd) => crd.metadata.name));
    const waiting = names.filter((name) => !established.has(name));
    return waiting.length === 0 ? true : `not yet: ${waiting.join(', ')}`;
  });
  // Established comes before the storage of the new kind is ready: until then a list answers 429.
  const collections = definitions.map((definition) => {
    const spec = definition['spec'] as { group: string; names: { plural: string }; versions: { name: string; served: boolean }[] };
    return `/apis/${spec.group}/${spec.versions.find((version) => version.served)!.name}/${spec.names.plural}?limit=1`;
  });
  await waitFor('custom resources served', timeoutMs, async () => {
    const waiting: string[] = [];
    for (const collection of collections) if ((await server.request('GET', collection)).status !== 200) waiting.push(collection);
    return waiting.length === 0 ? true : `not yet: ${waiting.join(', ')}`;
  });
  return names;
}

/** Polls `condition` until it answers true; its last other answer explains a timeout. */
async function waitFor(what: string, timeoutMs: number, condition: () => Promise<true | string>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await condition();
    if (answer === true) return;
    if (Date.now() > deadline) throw new Error(`${what} after ${timeoutMs} ms: ${answer}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs helm against the target's server; answers its output, or fails with it. */
async function helmOnServer(target: InstallTarget, args: string[]): Promise<string> {
  const result = await runHelm(target.tools, [...args, '--namespace', target.namespace], { KUBECONFIG: target.server.kubeconfig });
  if (result.code !== 0) throw new Error(`helm ${args.slice(0, 2).join(' ')} failed (exit ${result.code}): ${`${result.stderr}\n${result.stdout}`.trim()}`);
  return result.stdout;
}

// Server-side apply, as production deploys do with helm 4. No hooks: the chart's hooks are the
// migration Jobs, which helm would wait on to complete, and nothing runs pods here. No --wait,
// for the same reason.
const applyArgs = ['--server-side=true', '--no-hooks'];

/** `helm install`; fails with helm's output (an ownership conflict, a refused object). */
export async function installRelease(target: InstallTarget, chartDir: string, release: Release): Promise<void> {
  await helmOnServer(target, ['install', release.name, chartDir, ...valuesArgs(release), ...applyArgs]);
}

/** `helm upgrade` with the release's new values (not reusing the last ones); fails with helm's output (an immutable field, a conflict). */
export async function upgradeRelease(target: InstallTarget, chartDir: string, release: Release): Promise<void> {
  await helmOnServer(target, ['upgrade', release.name, chartDir, ...valuesArgs(release), ...applyArgs]);
}

/** `helm rollback` to a revision. */
export async function rollbackRelease(target: InstallTarget, releaseName: string, revision: number): Promise<void> {
  await helmOnServer(target, ['rollback', releaseName, String(revision), ...applyArgs]);
}

/** The objects helm recorded for a release's current revision (`helm get manifest`). */
export async function releaseManifest(target: InstallTarget, releaseName: string): Promise<KubeObject[]> {
  return parseDocuments(await helmOnServer(target, ['get', 'manifest', releaseName])).map((d) => d.object);
}

interface ApiResource {
  name: string;
  kind: string;
  namespaced: boolean;
  verbs: string[];
}

/** Where the server serves a kind of an API version: `/apis/<group>/<version>/…/<plural>`. */
async function resourcesOf(server: ApiServer, apiVersion: string): Promise<ApiResource[]> {
  const base = apiVersion === 'v1' ? '/api/v1' : `/apis/${apiVersion}`;
  const { resources } = await expectOk(server.request<{ resources: ApiResource[] }>('GET', base), `discovery of ${apiVersion}`);
  return resources.filter((resource) => !resource.name.includes('/'));
}

function collectionPath(apiVersion: string, resource: ApiResource, namespace: string): string {
  const base = apiVersion === 'v1' ? '/api/v1' : `/apis/${apiVersion}`;
  return resource.namespaced ? `${base}/namespaces/${namespace}/${resource.name}` : `${base}/${resource.name}`;
}

/**
 * Every object stored in a namespace, of every kind the server serves (each group's preferred
 * version), custom ones included; Events (the server's own notes) and helm's release records left out.
 */
export async function namespaceObjects(server: ApiServer, namespace: string): Promise<ServerObject[]> {
  const { groups } = await expectOk(server.request<{ groups: { preferredVersion: { groupVersion: string } }[] }>('GET', '/apis'), 'discovery');
  const objects: ServerObject[] = [];
  for (const apiVersion of ['v1', ...groups.map((group) => group.preferredVersion.groupVersion)]) {
    for (const resource of await resourcesOf(server, apiVersion)) {
      if (!resource.namespaced || !resource.verbs.includes('list') || resource.kind === 'Event') continue;
      const list = await expectOk(server.request<{ items: ServerObject[] }>('GET', collectionPath(apiVersion, resource, namespace)), `list ${resource.name}`);
      objects.push(...list.items.map((item) => ({ ...item, apiVersion, kind: resource.kind })));
    }
  }
  return objects.filter((object) => !(object.kind === 'Secret' && object.metadata.labels?.['owner'] === 'helm'));
}

/**
 * Checks that the releases own the namespace's objects between them, each object exactly one:
 * listed in one release's manifest only, annotated by helm with that release and namespace,
 * written by helm alone (its managedFields), and nothing stored that no release accounts for.
 * Answers one problem per finding.
 */
export async function releaseOwnershipProblems(target: InstallTarget, releaseNames: string[]): Promise<string[]> {
  const problems: string[] = [];
  const ownerOf = new Map<string, string>();
  for (const release of releaseNames) {
    for (const object of await releaseManifest(target, release)) {
      const id = objectId(object);
      const other = ownerOf.get(id);
      if (other) problems.push(`${id}: in the manifests of both ${other} and ${release}`);
      else ownerOf.set(id, release);
    }
  }
  const stored = new Map((await namespaceObjects(target.server, target.namespace)).map((object) => [objectId(object), object]));
  for (const [id, release] of ownerOf) if (!stored.has(id)) problems.push(`${id}: in ${release}'s manifest but not on the server`);
  for (const [id, object] of stored) {
    const release = ownerOf.get(id);
    const annotations = object.metadata.annotations ?? {};
    if (!release) {
      problems.push(`${id}: owned by no release (annotated ${annotations['meta.helm.sh/release-name'] ?? 'by none'})`);
      continue;
    }
    if (annotations['meta.helm.sh/release-name'] !== release) problems.push(`${id}: annotated with release ${annotations['meta.helm.sh/release-name']}, expected ${release}`);
    if (annotations['meta.helm.sh/release-namespace'] !== target.namespace) problems.push(`${id}: annotated with namespace ${annotations['meta.helm.sh/release-namespace']}`);
    if (object.metadata.labels?.['app.kubernetes.io/managed-by'] !== 'Helm') problems.push(`${id}: not labelled app.kubernetes.io/managed-by=Helm`);
    const writers = [...new Set((object.metadata.managedFields ?? []).map((entry) => entry.manager))];
    if (writers.join() !== helmFieldManager) problems.push(`${id}: written by ${writers.join(', ') || 'no manager'}, expected ${helmFieldManager} alone`);
  }
  return problems;
}

/** Ids of the objects added, removed or changed (their resourceVersion) between two listings. */
export function changedObjects(before: ServerObject[], after: ServerObject[]): string[] {
  const versions = (objects: ServerObject[]) => new Map(objects.map((object) => [objectId(object), object.metadata.resourceVersion]));
  const [old, current] = [versions(before), versions(after)];
  return [...new Set([...old.keys(), ...current.keys()])].filter((id) => old.get(id) !== current.get(id)).sort();
}

/** An object as its release declares it: without what the server keeps about it (versions, managers, status). */
export function declaredState(object: ServerObject): unknown {
  const { resourceVersion: _version, uid: _uid, generation: _generation, managedFields: _managers, creationTimestamp: _created, ...metadata } = object.metadata as ServerObject['metadata'] & {
    creationTimestamp?: string;
  };
  const { status: _status, ...rest } = object;
  return { ...rest, metadata };
}

/**
 * Sends each document, as rendered, to the server as a dry-run server-side apply with strict field
 * validation: every admission and validation step of a real apply (limits below requests, a
 * selector not matching its template, an immutable field changed, unknown or duplicate fields),
 * nothing stored. Answers one problem per refused document.
 */
export async function serverValidationProblems(server: ApiServer, namespace: string, documents: ManifestDocument[]): Promise<string[]> {
  const resources = new Map<string, Promise<ApiResource[]>>();
  const problems: string[] = [];
  for (const { text, object } of documents) {
    if (!resources.has(object.apiVersion)) resources.set(object.apiVersion, resourcesOf(server, object.apiVersion));
    const resource = (await resources.get(object.apiVersion)!).find((candidate) => candidate.kind === object.kind);
    if (!resource) {
      problems.push(`${objectId(object)}: ${object.apiVersion} ${object.kind} is not served`);
      continue;
    }
    const url = `${collectionPath(object.apiVersion, resource, object.metadata.namespace ?? namespace)}/${object.metadata.name}?dryRun=All&fieldValidation=Strict&fieldManager=${fieldManager}&force=true`;
    const { status, body } = await server.request<{ message?: string }>('PATCH', url, text, 'application/apply-patch+yaml');
    if (status < 200 || status >= 300) problems.push(`${objectId(object)}: ${body.message ?? JSON.stringify(body)}`);
  }
  return problems;
}
