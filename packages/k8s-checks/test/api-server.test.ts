import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import path from 'node:path';
import {
  applyCustomResourceDefinitions,
  type ApiServer,
  changedObjects,
  chartDeployables,
  createNamespace,
  declaredState,
  ensureApiServerTools,
  ensureK8sTools,
  installRelease,
  type InstallTarget,
  type K8sTools,
  namespaceObjects,
  objectId,
  parseDocuments,
  type Release,
  releaseOwnershipProblems,
  renderChart,
  rollbackRelease,
  type ServerObject,
  serverValidationProblems,
  startApiServer,
  upgradeRelease,
  validateDocuments,
} from '../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const chartDir = path.join(repoRoot, 'helm', 'shop');
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
// Every optional object (ServiceMonitors, every service) rendered, so the server sees them all.
const allEnabled = path.join(chartDir, 'ci', 'all-enabled-values.yaml');
// The server's minor version, for renders that are compared with what it stores.
const serverKubernetes = '1.34';
const namespace = 'shop';

let tools: K8sTools;
let server: ApiServer;
let target: InstallTarget;
beforeAll(async () => {
  // Normally already in the cache (npm test builds them first); a cold build takes many minutes.
  tools = await ensureK8sTools();
  server = await startApiServer(await ensureApiServerTools());
  target = { tools, server, namespace };
  await applyCustomResourceDefinitions(server, Object.values(tools.crdDirs));
  await createNamespace(server, namespace);
}, 60 * 60_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

const releaseOf = (deployable: string, set: Record<string, string> = {}): Release => ({
  name: `shop-${deployable}`,
  valuesFiles: [allEnabled],
  set: { deployable, ...set },
});
const ownerOf = (object: ServerObject) => object.metadata.annotations?.['meta.helm.sh/release-name'];

describe('helm/shop installed on a kube-apiserver, one release per deployable', () => {
  let deployables: string[];
  beforeAll(async () => {
    deployables = await chartDeployables(tools, chartDir, { valuesFiles: [allEnabled], kubernetesVersion: serverKubernetes });
    for (const deployable of deployables) await installRelease(target, chartDir, releaseOf(deployable));
  }, 300_000);

  test('every release installs, and each stored object belongs to exactly the release that rendered it', async () => {
    expect(deployables).toEqual(expect.arrayContaining(['identity', 'order', 'bff', 'web-shell', 'web-shopper', 'platform']));
    const stored = await namespaceObjects(server, namespace);
    expect(stored.map(objectId)).toEqual(expect.arrayContaining(['Deployment/order', 'ServiceMonitor/order', 'HorizontalPodAutoscaler/bff', 'Ingress/shop']));
    expect(await releaseOwnershipProblems(target, deployables.map((d) => releaseOf(d).name))).toEqual([]);
  }, 120_000);

  test("every object a release renders, the migration hooks included, passes the server's strict validation", async () => {
    for (const deployable of deployables) {
      const { valuesFiles, set } = releaseOf(deployable);
      const documents = parseDocuments(await renderChart(tools, chartDir, { releaseName: releaseOf(deployable).name, valuesFiles, set, kubernetesVersion: serverKubernetes }));
      expect({ deployable, problems: await serverValidationProblems(server, namespace, documents) }).toEqual({ deployable, problems: [] });
    }
  }, 120_000);

  test("a new image tag of one deployable changes only its release's objects, and a rollback restores its first revision", async () => {
    const names = deployables.map((d) => releaseOf(d).name);
    const installed = await namespaceObjects(server, namespace);
    await upgradeRelease(target, chartDir, releaseOf('order', { 'services.order.image.tag': '1.5.0' }));
    const upgraded = await namespaceObjects(server, namespace);
    const changed = changedObjects(installed, upgraded);
    expect(changed).toContain('Deployment/order');
    expect(changed.filter((id) => ownerOf(upgraded.find((o) => objectId(o) === id)!) !== 'shop-order')).toEqual([]);
    const image = (objects: ServerObject[]) =>
      (objects.find((o) => objectId(o) === 'Deployment/order')!['spec'] as { template: { spec: { containers: { image: string }[] } } }).template.spec.containers[0]!.image;
    expect(image(upgraded)).toMatch(/:1\.5\.0$/);
    expect(await releaseOwnershipProblems(target, names)).toEqual([]);

    await rollbackRelease(target, 'shop-order', 1);
    const rolledBack = await namespaceObjects(server, namespace);
    expect(changedObjects(installed, rolledBack).filter((id) => ownerOf(rolledBack.find((o) => objectId(o) === id)!) !== 'shop-order')).toEqual([]);
    const declared = (objects: ServerObject[]) => objects.filter((o) => ownerOf(o) === 'shop-order').map(declaredState);
    expect(declared(rolledBack)).toEqual(declared(installed));
    expect(image(rolledBack)).toBe(image(installed));
    expect(await releaseOwnershipProblems(target, names)).toEqual([]);
  }, 120_000);

  test("a second release rendering another release's objects is refused, and nothing changes hands", async () => {
    const before = await namespaceObjects(server, namespace);
    await expect(installRelease(target, chartDir, { ...releaseOf('order'), name: 'shop-order-again' })).rejects.toThrow(
      /exists and cannot be imported into the current release[^]*meta\.helm\.sh\/release-name" must equal "shop-order-again": current value is "shop-order"/,
    );
    expect(changedObjects(before, await namespaceObjects(server, namespace))).toEqual([]);
    expect(await releaseOwnershipProblems(target, deployables.map((d) => releaseOf(d).name))).toEqual([]);
  }, 120_000);

  test("an object changed behind its release's back is reported, as is one no release accounts for", async () => {
    const apply = (manager: string, object: object) =>
      server.request('PATCH', `/api/v1/namespaces/${namespace}/configmaps/${(object as ServerObject).metadata.name}?fieldManager=${manager}`, object, 'application/apply-patch+yaml');
    const names = deployables.map((d) => releaseOf(d).name);
    expect((await apply('hand-edit', { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'order-env', labels: { edited: 'by-hand' } } })).status).toBe(200);
    expect((await apply('hand-edit', { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'stray' }, data: { a: 'b' } })).status).toBe(201);
    expect(await releaseOwnershipProblems(target, names)).toEqual([
      'ConfigMap/order-env: written by helm, hand-edit, expected helm alone',
      'ConfigMap/stray: owned by no release (annotated by none)',
    ]);
    // Applying nothing gives the hand-edit's fields up again; the stray object goes.
    expect((await apply('hand-edit', { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'order-env' } })).status).toBe(200);
    expect((await server.request('DELETE', `/api/v1/namespaces/${namespace}/configmaps/stray`)).status).toBe(200);
    expect(await releaseOwnershipProblems(target, names)).toEqual([]);
  }, 120_000);
});

describe('what only the API server sees', () => {
  test('an upgrade changing an immutable field (a Deployment selector) is refused', async () => {
    const fixtures = { ...target, namespace: 'immutable-fields' };
    await createNamespace(server, fixtures.namespace);
    const chart = fixture('chart-with-selector-value');
    await installRelease(fixtures, chart, { name: 'selector', set: { role: 'web' } });
    await expect(upgradeRelease(fixtures, chart, { name: 'selector', set: { role: 'api' } })).rejects.toThrow(/Deployment.* "selector-from-value".*spec\.selector: Invalid value: .*field is immutable/);
  }, 120_000);

  test('a container asking for more CPU than its limit passes every schema and is refused by the server', async () => {
    const release = releaseOf('catalog');
    const documents = parseDocuments(
      await renderChart(tools, chartDir, { releaseName: release.name, valuesFiles: [...release.valuesFiles!, fixture('values-limits-below-requests.yaml')], set: release.set, kubernetesVersion: '1.30' }),
    );
    expect(await validateDocuments(tools, documents, { kubernetesVersion: '1.30', crdDirs: [tools.crdDirs.strimzi, tools.crdDirs.prometheusOperator] })).toEqual([]);
    expect(await serverValidationProblems(server, namespace, documents)).toEqual([
      expect.stringMatching(/^Deployment\/catalog: .*resources\.requests: Invalid value: "2": must be less than or equal to cpu limit of 500m/),
    ]);
  }, 120_000);
});

describe('the load-tests release on the API server', () => {
  test('installs a TestRun per scenario and their scripts in a namespace of its own, owned by that release alone', async () => {
    const load = { ...target, namespace: 'shop-load' };
    await createNamespace(server, load.namespace);
    const release: Release = { name: 'shop-load-tests', valuesFiles: [path.join(chartDir, 'ci', 'load-tests-values.yaml')] };
    await installRelease(load, chartDir, release);
    const stored = (await namespaceObjects(server, load.namespace)).map(objectId);
    expect(stored).toEqual(expect.arrayContaining(['ConfigMap/load-tests-scripts', 'TestRun/load-smoke', 'TestRun/load-browse', 'TestRun/load-checkout']));
    expect(await releaseOwnershipProblems(load, [release.name])).toEqual([]);
  }, 120_000);
});
