import { beforeAll, describe, expect, test } from '@jest/globals';
import path from 'node:path';
import {
  chartPolicyProblems,
  ensureK8sTools,
  type K8sTools,
  kubernetesVersions,
  lintChart,
  parseDocuments,
  renderChart,
  validateDocuments,
} from '../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const chartDir = path.join(repoRoot, 'helm', 'shop');
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const newestKubernetes = kubernetesVersions[kubernetesVersions.length - 1]!;

const variants = [
  { name: 'default values', valuesFiles: [] },
  { name: 'production values', valuesFiles: [path.join(chartDir, 'ci', 'production-values.yaml')] },
  { name: 'all-enabled values', valuesFiles: [path.join(chartDir, 'ci', 'all-enabled-values.yaml')] },
];

let tools: K8sTools;
beforeAll(async () => {
  // Normally already in the cache (npm test builds it first); a cold build takes minutes.
  tools = await ensureK8sTools();
}, 60 * 60_000);

const render = async (valuesFiles: string[], kubernetesVersion: string = newestKubernetes) =>
  parseDocuments(await renderChart(tools, chartDir, { valuesFiles, kubernetesVersion }));

describe.each(variants)('helm/shop with $name', ({ valuesFiles }) => {
  test('passes helm lint --strict', async () => {
    expect(await lintChart(tools, chartDir, { valuesFiles, kubernetesVersion: newestKubernetes })).toBeUndefined();
  });

  test.each(kubernetesVersions)('renders only objects valid for Kubernetes %s', async (kubernetesVersion) => {
    const documents = await render(valuesFiles, kubernetesVersion);
    expect(documents.length).toBeGreaterThan(0);
    // The chart's only custom kind is the optional ServiceMonitor (Prometheus Operator).
    expect(await validateDocuments(tools, documents, { kubernetesVersion, crdDirs: [tools.crdDirs.prometheusOperator] })).toEqual([]);
  });

  test('renders workloads that follow the shop rules (production mode, hardening, probes, drain, secrets)', async () => {
    const documents = await render(valuesFiles);
    expect(chartPolicyProblems(documents.map((d) => d.object))).toEqual([]);
  });
});

describe('the chart checks can fail', () => {
  test('helm lint refuses values the chart schema does not allow', async () => {
    const output = await lintChart(tools, chartDir, { valuesFiles: [fixture('values-refused-by-schema.yaml')], kubernetesVersion: newestKubernetes });
    expect(output).toMatch(/replicaCount/);
  });

  test('the schema validation refuses an object Kubernetes would reject', async () => {
    const documents = await render([fixture('values-rendering-invalid-objects.yaml')]);
    const problems = await validateDocuments(tools, documents, { kubernetesVersion: newestKubernetes });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+-Deployment-bff\.yaml: .*maxSkew/)]));
  });

  test('validation is per Kubernetes version: 1.27 refuses the preStop sleep action a 1.30 render uses', async () => {
    const documents = await render([], '1.30');
    const problems = await validateDocuments(tools, documents, { kubernetesVersion: '1.27' });
    expect(problems).toContainEqual(expect.stringMatching(/^\d+-Deployment-bff\.yaml: .*preStop\.sleep: .*unknown field/));
  });

  test('the shop rules catch plain secrets, writable or root containers and a short grace period', async () => {
    const documents = await render([fixture('values-breaking-shop-rules.yaml')]);
    const problems = chartPolicyProblems(documents.map((d) => d.object));
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/identity container identity: PAYMENT_API_KEY looks like a secret but is in ConfigMap identity-env; use envFromSecrets',
        'Deployment/bff container bff: readOnlyRootFilesystem must be true',
        'Deployment/bff: pod securityContext.runAsNonRoot must be true',
        'Deployment/catalog: terminationGracePeriodSeconds must exceed the preStop sleep (5 s) + 10 s',
      ]),
    );
  });

  test('the shop rules catch missing limits and probes, kept capabilities, a plain DATABASE_URL and inverted autoscaling', async () => {
    const objects = (await render([])).map((d) => d.object);
    const podOf = (kind: string, name: string) =>
      (objects.find((o) => o.kind === kind && o.metadata.name === name)!['spec'] as { template: { spec: { containers: Record<string, unknown>[] } } })
        .template.spec.containers[0]!;
    const catalog = podOf('Deployment', 'catalog');
    delete (catalog['resources'] as { limits?: unknown }).limits;
    delete catalog['readinessProbe'];
    catalog['livenessProbe'] = { httpGet: { path: '/', port: 50051 } };
    (catalog['securityContext'] as { capabilities: unknown }).capabilities = {};
    const identity = podOf('Deployment', 'identity');
    identity['env'] = (identity['env'] as { name: string }[]).map((variable) =>
      variable.name === 'DATABASE_URL' ? { name: 'DATABASE_URL', value: 'postgresql://identity:hunter2@db/identity' } : variable,
    );
    const autoscaler = objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'bff')!;
    Object.assign(autoscaler['spec'] as object, { minReplicas: 5, maxReplicas: 3 });

    expect(chartPolicyProblems(objects)).toEqual(
      expect.arrayContaining([
        'Deployment/catalog container catalog: resources.limits.cpu missing',
        'Deployment/catalog container catalog: resources.limits.memory missing',
        'Deployment/catalog container catalog: capabilities must drop ALL',
        'Deployment/catalog: livenessProbe must be a gRPC probe',
        'Deployment/catalog: readinessProbe missing',
        'Deployment/identity container identity: DATABASE_URL looks like a secret but is a plain value; use a Secret',
        'Deployment/identity: DATABASE_URL must come from a Secret',
        'HorizontalPodAutoscaler/bff: needs 1 <= minReplicas (5) <= maxReplicas (3)',
      ]),
    );
  });

  test('no values file turns a workload into a development stack, and the rule would notice one', async () => {
    const documents = await render([fixture('values-asking-for-development.yaml')]);
    const objects = documents.map((d) => d.object);
    expect(chartPolicyProblems(objects)).toEqual([]);

    const bffEnvironment = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'bff-env')!;
    (bffEnvironment['data'] as Record<string, string>)['NODE_ENV'] = 'development';
    const migration = objects.find((o) => o.kind === 'Job' && o.metadata.name === 'identity-migrate')!;
    const migrationSpec = migration['spec'] as { template: { spec: { containers: { env: { name: string; value?: string }[] }[] } } };
    migrationSpec.template.spec.containers[0]!.env.find((variable) => variable.name === 'NODE_ENV')!.value = 'development';
    expect(chartPolicyProblems(objects)).toEqual([
      'Deployment/bff: NODE_ENV must be production, got development',
      'Job/identity-migrate: NODE_ENV must be production, got development',
    ]);
  });
});
