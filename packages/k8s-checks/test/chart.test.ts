import { beforeAll, describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backends, deployable, deployables, grpcServices, kafkaAclsOf, kafkaUserNames, peersOf, replicaConsumerGroups, webDeployables, type Deployable } from '@shop/deployables';
import { parse, parseAllDocuments } from 'yaml';
import {
  chartDeployables,
  chartPolicyProblems,
  ensureK8sTools,
  type K8sTools,
  type KubeObject,
  kubernetesVersions,
  lintChart,
  networkPoliciesAllow,
  parseDocuments,
  podOfDeployment,
  type PolicyPod,
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

const render = async (valuesFiles: string[], kubernetesVersion: string = newestKubernetes, set: Record<string, string> = {}) =>
  parseDocuments(await renderChart(tools, chartDir, { valuesFiles, kubernetesVersion, set }));

describe.each(variants)('helm/shop with $name', ({ valuesFiles }) => {
  test('passes helm lint --strict', async () => {
    expect(await lintChart(tools, chartDir, { valuesFiles, kubernetesVersion: newestKubernetes })).toBeUndefined();
  });

  test.each(kubernetesVersions)('renders only objects valid for Kubernetes %s', async (kubernetesVersion) => {
    const documents = await render(valuesFiles, kubernetesVersion);
    expect(documents.length).toBeGreaterThan(0);
    // The chart's custom kinds: the KafkaUsers (Strimzi) and the optional ServiceMonitor (Prometheus Operator).
    expect(await validateDocuments(tools, documents, { kubernetesVersion, crdDirs: [tools.crdDirs.strimzi, tools.crdDirs.prometheusOperator] })).toEqual([]);
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

    for (const name of ['bff-env', 'web-shell-env']) {
      const environment = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name)!;
      (environment['data'] as Record<string, string>)['NODE_ENV'] = 'development';
    }
    const migration = objects.find((o) => o.kind === 'Job' && o.metadata.name === 'identity-migrate')!;
    const migrationSpec = migration['spec'] as { template: { spec: { containers: { env: { name: string; value?: string }[] }[] } } };
    migrationSpec.template.spec.containers[0]!.env.find((variable) => variable.name === 'NODE_ENV')!.value = 'development';
    expect(chartPolicyProblems(objects)).toEqual([
      'Deployment/bff: NODE_ENV must be production, got development',
      'Deployment/web-shell: NODE_ENV must be production, got development',
      'Job/identity-migrate: NODE_ENV must be production, got development',
    ]);
  });
});

/** The gRPC services of the manifest. */
const serviceNames = grpcServices.map((service) => service.name);

interface ServiceValues {
  enabled?: boolean;
  image?: { repository?: string };
  grpcPort?: number;
  http?: { port?: number; portEnv?: string; ingressPaths?: string[] };
  peers?: string[];
}

interface FrontendValues {
  enabled?: boolean;
  image?: { repository?: string };
  port?: number;
  publicPath?: string;
  remote?: boolean;
  server?: boolean;
}

// values.yaml is what operators edit and helm reads, comments and all: checked against the
// manifest rather than generated from it.
const chartValues = () =>
  parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as {
    serviceDefaults: { grpcPort: number; peers: string[] };
    services: Record<string, ServiceValues>;
    bff: { port: number; peers: string[] };
    frontendDefaults: FrontendValues;
    frontends: Record<string, FrontendValues>;
  };

describe('the services of the manifest', () => {
  test("each has its block in values.yaml: enabled, its image, its gRPC port, its external listener and its peers, and the BFF's port and peers", () => {
    const values = chartValues();
    expect(Object.keys(values.services).sort()).toEqual([...serviceNames].sort());
    for (const service of grpcServices) {
      const { externalListener }: Deployable = service;
      const block = values.services[service.name]!;
      expect({
        service: service.name,
        enabled: block.enabled,
        repository: block.image?.repository,
        grpcPort: block.grpcPort ?? values.serviceDefaults.grpcPort,
        http: block.http,
        peers: [...(block.peers ?? values.serviceDefaults.peers)].sort(),
      }).toEqual({
        service: service.name,
        enabled: true,
        repository: `shop/${service.name}`,
        grpcPort: service.port,
        http: externalListener && { port: externalListener.port, portEnv: externalListener.portSetting, ingressPaths: [externalListener.publicPath] },
        peers: [...peersOf(service.name)].sort(),
      });
    }
    expect({ port: values.bff.port, peers: [...values.bff.peers].sort() }).toEqual({ port: deployable('bff').port, peers: [...peersOf('bff')].sort() });
  });

  test('are deployed by the default values, migrated first, and their address handed to the BFF and every other service', async () => {
    const objects = (await render([])).map((d) => d.object);
    const rendered = (kind: string, name: string) => objects.some((o) => o.kind === kind && o.metadata.name === name);
    const envOf = (name: string) => (objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === `${name}-env`)?.['data'] ?? {}) as Record<string, string>;
    for (const service of serviceNames) {
      expect({ service, deployment: rendered('Deployment', service), migration: rendered('Job', `${service}-migrate`) }).toEqual({ service, deployment: true, migration: true });
      const variable = `${service.toUpperCase()}_GRPC_URL`;
      expect(envOf('bff')[variable]).toBe(`${service}:50051`);
      for (const peer of serviceNames.filter((other) => other !== service)) expect(envOf(peer)[variable]).toBe(`${service}:50051`);
    }
  });
});

describe('the front ends of the manifest', () => {
  test('each has its block in values.yaml: enabled, its image, its port, and the shell a server, the remotes remotes under /mf/<app>/', () => {
    const values = chartValues();
    expect(Object.keys(values.frontends).sort()).toEqual(webDeployables.map((entry) => entry.web.app).sort());
    for (const { name, port, web } of webDeployables) {
      const block = { ...values.frontendDefaults, ...values.frontends[web.app] };
      expect({ name, enabled: block.enabled, repository: block.image?.repository, port: block.port, server: block.server, remote: block.remote, publicPath: block.publicPath }).toEqual({
        name,
        enabled: true,
        repository: `shop/${name}`,
        port,
        server: web.role === 'server',
        remote: web.role === 'remote',
        publicPath: web.role === 'remote' ? `/mf/${web.app}/` : '/',
      });
    }
  });
});

/** The chart's workload (Deployment) name of a deployable of the manifest. */
const workloadOf = (name: string) => {
  const { web }: Deployable = deployable(name as Parameters<typeof deployable>[0]);
  return web ? `web-${web.app}` : name;
};

/**
 * Every pair of workloads, caller first, whose reach over the network differs from the manifest:
 * gRPC between the services and the BFF per their peers, HTTP from the front ends per their calls.
 */
function reachProblems(objects: KubeObject[], namespace: string): string[] {
  const podOf = (name: string) => podOfDeployment(objects.find((o) => o.kind === 'Deployment' && o.metadata.name === workloadOf(name))!, namespace);
  const problems: string[] = [];
  const check = (from: string, to: string, port: number, expected: boolean) => {
    const allowed = networkPoliciesAllow(objects, namespace, podOf(from), podOf(to), { port, protocol: 'TCP' });
    if (allowed !== expected) problems.push(`${from} -> ${to}:${port} ${allowed ? 'allowed' : 'refused'}, the manifest says ${expected ? 'allowed' : 'refused'}`);
  };
  for (const caller of [...backends, ...webDeployables]) {
    for (const service of grpcServices) if (service.name !== caller.name) check(caller.name, service.name, service.port, peersOf(caller.name).some((peer) => peer === service.name));
  }
  const httpTargets = [deployable('bff'), ...webDeployables];
  for (const caller of webDeployables) {
    for (const target of httpTargets) if (target.name !== caller.name) check(caller.name, target.name, target.port, caller.web.calls.some((name) => name === target.name));
  }
  return problems;
}

describe('the NetworkPolicies follow the manifest', () => {
  const namespace = 'shop';
  let objects: KubeObject[];
  const podOf = (name: string) => podOfDeployment(objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!, namespace);
  const allows = (from: string, to: string) => networkPoliciesAllow(objects, namespace, podOf(from), podOf(to), { port: 50051, protocol: 'TCP' });
  beforeAll(async () => {
    objects = (await render([])).map((d) => d.object);
  });

  test('each gRPC service accepts only the deployables that call it, each caller reaches only its peers, each front end only what it calls', () => {
    expect(reachProblems(objects, namespace)).toEqual([]);
    expect({ orderToFund: allows('order', 'fund'), fundToOrder: allows('fund', 'order'), paymentToOrder: allows('payment', 'order'), identityToCatalog: allows('identity', 'catalog') }).toEqual({
      orderToFund: true,
      fundToOrder: true,
      paymentToOrder: true,
      identityToCatalog: false,
    });
    const callersOfCatalog = [...backends.map((entry) => entry.name), 'web-shell', 'web-shopper'].filter((name) => name !== 'catalog' && allows(name, 'catalog'));
    expect(callersOfCatalog.sort()).toEqual(['bff', 'merchant', 'order']);
  });

  test('the check fails when the values give a workload a peer the manifest does not, or take one away', async () => {
    const changed = (await render([fixture('values-peers-changed.yaml')])).map((d) => d.object);
    expect(reachProblems(changed, namespace).sort()).toEqual([
      'fund -> catalog:50051 allowed, the manifest says refused',
      'order -> fund:50051 refused, the manifest says allowed',
    ]);
  });

  test('a peer that is not a service stops the render, naming it', async () => {
    await expect(render([fixture('values-peers-changed.yaml')], newestKubernetes, { 'services.fund.peers[1]': 'ordr' })).rejects.toThrow(/services\.fund\.peers: "ordr" is not a service of services/);
  });

  test("hold for pods of each deployable's own release: they select workloads by name, not by release", async () => {
    const platform = parseDocuments(await renderChart(tools, chartDir, { releaseName: 'shop-platform', set: { deployable: 'platform' }, kubernetesVersion: newestKubernetes })).map((d) => d.object);
    const released = async (name: string) => {
      const own = parseDocuments(await renderChart(tools, chartDir, { releaseName: `shop-${name}`, set: { deployable: name }, kubernetesVersion: newestKubernetes })).map((d) => d.object);
      return podOfDeployment(own.find((o) => o.kind === 'Deployment')!, namespace);
    };
    const [order, fund, payment, merchant] = [await released('order'), await released('fund'), await released('payment'), await released('merchant')];
    const grpc = { port: 50051, protocol: 'TCP' as const };
    expect({
      orderToFund: networkPoliciesAllow(platform, namespace, order, fund, grpc),
      paymentToOrder: networkPoliciesAllow(platform, namespace, payment, order, grpc),
      merchantToOrder: networkPoliciesAllow(platform, namespace, merchant, order, grpc),
    }).toEqual({ orderToFund: true, paymentToOrder: true, merchantToOrder: false });
  });
});

describe("each deployable's Kafka user", () => {
  test('is listed in values.yaml with the events it publishes (produce) and consumes (consume), as the manifest says', () => {
    const values = parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as {
      kafka: { users: Record<string, { produce: string[]; consume: string[]; groupPrefix?: string }> };
    };
    expect(values.kafka.users).toEqual(
      Object.fromEntries(
        deployables.filter(({ name }) => kafkaUserNames().includes(name)).map(({ name, publishes, consumes }) => [
          name,
          { produce: [...publishes], consume: [...consumes], ...(replicaConsumerGroups[name] ? { groupPrefix: replicaConsumerGroups[name] } : {}) },
        ]),
      ),
    );
  });

  test('is a KafkaUser with SCRAM-SHA-512 and exactly the ACLs of the manifest, whose password its Deployment reads from the Secret Strimzi writes', async () => {
    const objects = (await render([])).map((d) => d.object);
    for (const name of kafkaUserNames()) {
      const user = objects.find((o) => o.kind === 'KafkaUser' && o.metadata.name === name);
      expect({ name, labels: user?.metadata.labels, spec: user?.['spec'] }).toEqual({
        name,
        labels: expect.objectContaining({ 'strimzi.io/cluster': 'shop-kafka' }),
        spec: {
          authentication: { type: 'scram-sha-512' },
          authorization: {
            type: 'simple',
            acls: kafkaAclsOf(name).map((acl) => ({ resource: { type: acl.resource, name: acl.name, patternType: acl.patternType }, operations: [...acl.operations] })),
          },
        },
      });
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name) as { spec: { template: { spec: { containers: { env: unknown[] }[] } } } } | undefined;
      expect(deployment?.spec.template.spec.containers[0]!.env).toEqual(
        expect.arrayContaining([
          { name: 'KAFKA_USERNAME', value: name },
          { name: 'KAFKA_PASSWORD', valueFrom: { secretKeyRef: { name: `kafka-user-${name}`, key: 'password' } } },
        ]),
      );
    }
    expect(objects.filter((o) => o.kind === 'KafkaUser')).toHaveLength(kafkaUserNames().length);
  });

  test("matches the cluster's User Operator, which writes the Secrets in the shop namespace with the chart's prefix", () => {
    const kafka = parseAllDocuments(readFileSync(path.join(repoRoot, 'deploy/k8s/kafka/kafka.yaml'), 'utf8'))
      .map((document) => document.toJS() as { kind: string; spec: { kafka: { listeners: { authentication?: { type: string } }[]; authorization?: { type: string } }; entityOperator: { userOperator: unknown } } })
      .find((document) => document.kind === 'Kafka')!;
    expect(kafka.spec.entityOperator.userOperator).toEqual({ watchedNamespace: 'shop', secretPrefix: 'kafka-user-' });
    expect(kafka.spec.kafka.authorization).toMatchObject({ type: 'simple' });
    for (const listener of kafka.spec.kafka.listeners) expect(listener.authentication).toEqual({ type: 'scram-sha-512' });
  });
});

describe('each deployable is released alone', () => {
  // One Helm release per workload plus the platform's, from the same values (docs/releasing.md).
  const renderRelease = async (deployable: string, set: Record<string, string> = {}) =>
    (await renderChart(tools, chartDir, { releaseName: `shop-${deployable}`, set: { deployable, ...set }, kubernetesVersion: newestKubernetes })).trim();
  const idOf = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;
  let whole: KubeObject[];
  let deployables: string[];
  beforeAll(async () => {
    whole = (await render([])).map((d) => d.object);
    deployables = await chartDeployables(tools, chartDir, { kubernetesVersion: newestKubernetes });
  });

  test("the releases together hold the whole product's objects, each exactly once, valid and following the shop rules", async () => {
    // One release per deployable of the manifest, by its workload's name, and the platform's.
    expect([...deployables].sort()).toEqual([...[...backends, ...webDeployables].map((entry) => workloadOf(entry.name)), 'platform'].sort());
    // The chart's README lists the front ends' releases by hand: its first paragraph on them.
    const readme = readFileSync(path.join(chartDir, 'README.md'), 'utf8');
    const releasesParagraph = readme.slice(readme.indexOf('## One release per deployable')).split('\n\n')[1]!;
    expect([...releasesParagraph.matchAll(/`(web-[a-z]+)`/g)].map((match) => match[1]).sort()).toEqual(webDeployables.map((entry) => workloadOf(entry.name)).sort());
    const owners = new Map<string, string[]>();
    const all: KubeObject[] = [];
    for (const deployable of deployables) {
      const objects = parseDocuments(await renderRelease(deployable)).map((d) => d.object);
      for (const object of objects) owners.set(idOf(object), [...(owners.get(idOf(object)) ?? []), deployable]);
      all.push(...objects);
    }
    expect([...owners.entries()].filter(([, by]) => by.length > 1)).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(whole.map(idOf).sort());
    expect(chartPolicyProblems(all)).toEqual([]);
    expect(await validateDocuments(tools, all.map((object) => ({ text: JSON.stringify(object), object })), { kubernetesVersion: newestKubernetes, crdDirs: [tools.crdDirs.strimzi] })).toEqual([]);
  });

  test("a new version of one deployable changes its own release and nobody else's: a remote rolls forward without the shell's", async () => {
    for (const [deployable, set] of [
      ['order', { 'services.order.image.tag': '1.5.0' }],
      ['web-shopper', { 'frontends.shopper.image.tag': '2.1.0' }],
    ] as const) {
      for (const other of deployables) {
        const before = await renderRelease(other);
        const after = await renderRelease(other, set);
        expect({ release: other, changed: before !== after }).toEqual({ release: other, changed: other === deployable });
      }
    }
    const shopper = parseDocuments(await renderRelease('web-shopper', { 'frontends.shopper.image.tag': '2.1.0' })).map((d) => d.object);
    const document = (shopper.find((o) => o.metadata.name === 'web-shopper-remote')!['data'] as Record<string, string>)['shopper.json']!;
    expect(JSON.parse(document)).toEqual({
      remotes: [{ name: 'shopper', entry: '/mf/shopper/remoteEntry.js?v=2.1.0', serverEntry: 'http://web-shopper.shop.svc:80/mf/shopper/server/remoteEntry.js?v=2.1.0' }],
    });
  });

  test('a release naming no workload of the installation is refused', async () => {
    await expect(renderRelease('web-seller')).rejects.toThrow(/deployable "web-seller" is not an enabled workload/);
  });
});

describe('the shell renders pages with its Node server', () => {
  // helm template renders into this namespace (renderChart).
  const namespace = 'shop';
  interface ShellContainer {
    args?: string[];
    envFrom?: { configMapRef?: { name: string } }[];
    livenessProbe?: { httpGet?: { path: string; port: string } };
    readinessProbe?: { httpGet?: { path: string; port: string } };
    volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
  }
  interface ShellPod {
    containers: ShellContainer[];
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
    volumes?: { name: string; configMap?: { name: string }; projected?: { sources: { configMap: { name: string; optional?: boolean } }[] } }[];
  }
  const named = (objects: KubeObject[], kind: string, name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`${kind}/${name} not rendered`);
    return found;
  };
  const dataOf = (objects: KubeObject[], name: string) => named(objects, 'ConfigMap', name)['data'] as Record<string, string>;
  // Every remote's own document, as the shell's server reads the folder they are mounted into.
  const remotesOf = (objects: KubeObject[]) =>
    objects
      .filter((o) => o.kind === 'ConfigMap' && o.metadata.name.endsWith('-remote'))
      .flatMap((o) => Object.values(o['data'] as Record<string, string>))
      .flatMap((text) => (JSON.parse(text) as { remotes: { name: string; entry: string; serverEntry: string }[] }).remotes)
      .sort((a, b) => a.name.localeCompare(b.name));

  let objects: KubeObject[];
  let template: { metadata: { annotations?: Record<string, string> }; spec: ShellPod };
  let container: ShellContainer;
  beforeAll(async () => {
    objects = (await render([])).map((d) => d.object);
    template = (named(objects, 'Deployment', 'web-shell')['spec'] as { template: typeof template }).template;
    container = template.spec.containers[0]!;
  });

  test('runs node dist/server/main.js as a non-root user, configured by its environment', () => {
    expect(container.args).toEqual(['node', 'dist/server/main.js']);
    expect(template.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'web-shell-env' } }]);
    expect(dataOf(objects, 'web-shell-env')).toEqual({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      BFF_URL: 'http://bff.shop.svc:80',
      MF_CONFIG_PATH: '/etc/shop/runtime',
      LOG_LEVEL: 'info',
    });
  });

  test("reads every remote's own document from a mounted folder, so that a remote's release reaches it without a restart", () => {
    const folder = dataOf(objects, 'web-shell-env')['MF_CONFIG_PATH']!;
    expect(container.volumeMounts).toContainEqual({ name: 'mf-config', mountPath: folder, readOnly: true });
    // Optional: a remote not installed yet leaves its document out instead of holding the shell back.
    expect(template.spec.volumes).toContainEqual({
      name: 'mf-config',
      projected: { sources: ['web-merchant', 'web-operator', 'web-shopper'].map((remote) => ({ configMap: { name: `${remote}-remote`, optional: true } })) },
    });
    for (const remote of ['merchant', 'operator', 'shopper']) expect(Object.keys(dataOf(objects, `web-${remote}-remote`))).toEqual([`${remote}.json`]);
    expect(objects.some((o) => o.metadata.name === 'web-mf-config')).toBe(false);
    // No checksum of the document on the pods: changing it does not roll the shell.
    expect(Object.keys(template.metadata.annotations ?? {})).not.toContain('checksum/mf-config');
  });

  test('is alive on /healthz, ready on /readyz, autoscaled and covered by a disruption budget', () => {
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    const autoscaler = named(objects, 'HorizontalPodAutoscaler', 'web-shell')['spec'] as { scaleTargetRef: unknown; minReplicas: number };
    expect(autoscaler.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'web-shell' });
    expect(autoscaler.minReplicas).toBeGreaterThanOrEqual(2);
    const budget = named(objects, 'PodDisruptionBudget', 'web-shell')['spec'] as { selector: { matchLabels: Record<string, string> } };
    expect(budget.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'web-shell', 'app.kubernetes.io/instance': 'shop' });
  });

  test("each enabled remote's document gives its browser entry and the in-cluster serverEntry of its Node build, versioned by its release", async () => {
    expect(remotesOf(objects)).toEqual([
      { name: 'merchant', entry: '/mf/merchant/remoteEntry.js?v=0.1.0', serverEntry: 'http://web-merchant.shop.svc:80/mf/merchant/server/remoteEntry.js?v=0.1.0' },
      { name: 'operator', entry: '/mf/operator/remoteEntry.js?v=0.1.0', serverEntry: 'http://web-operator.shop.svc:80/mf/operator/server/remoteEntry.js?v=0.1.0' },
      { name: 'shopper', entry: '/mf/shopper/remoteEntry.js?v=0.1.0', serverEntry: 'http://web-shopper.shop.svc:80/mf/shopper/server/remoteEntry.js?v=0.1.0' },
    ]);
    // serverEntry names the remote's Service and its port, whatever the remotes are.
    const changed = (await render([fixture('values-remotes-changed.yaml')])).map((d) => d.object);
    expect(remotesOf(changed).map((remote) => remote.name)).toEqual(['operator', 'seller', 'shopper']);
    for (const remote of remotesOf(changed)) {
      const url = new URL(remote.serverEntry);
      const service = named(changed, 'Service', `web-${remote.name}`);
      expect(url.hostname).toBe(`${service.metadata.name}.${namespace}.svc`);
      expect(url.port || '80').toBe(String((service['spec'] as { ports: { port: number }[] }).ports[0]!.port));
      expect(url.pathname).toBe(`/mf/${remote.name}/server/remoteEntry.js`);
    }
  });

  test("the ingress sends each remote's public path to its Service, /trpc to the BFF and the page paths (/ops among them) to the shell", () => {
    const spec = named(objects, 'Ingress', 'shop')['spec'] as { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] };
    const routes = Object.fromEntries(spec.rules[0]!.http.paths.map((route) => [route.path, route.backend.service.name]));
    expect(routes).toEqual({
      '/notifications': 'payment',
      '/receipts': 'messages',
      '/trpc': 'bff',
      '/h5': 'web-shell',
      '/': 'web-shell',
      '/mf/shopper': 'web-shopper',
      '/mf/merchant': 'web-merchant',
      '/mf/operator': 'web-operator',
    });
  });

  describe('NetworkPolicies', () => {
    const ingressController: PolicyPod = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx' } };
    const dns: PolicyPod = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
    const kafka: PolicyPod = { namespace: 'kafka', labels: { 'strimzi.io/cluster': 'shop-kafka' } };
    const pod = (rendered: KubeObject[], name: string) => podOfDeployment(named(rendered, 'Deployment', name), namespace);
    const allows = (rendered: KubeObject[], from: PolicyPod, to: PolicyPod, port: number, protocol: 'TCP' | 'UDP' = 'TCP') =>
      networkPoliciesAllow(rendered, namespace, from, to, { port, protocol });

    test('let the ingress controller reach the shell, and the shell resolve names and call the BFF and every remote', () => {
      const shell = pod(objects, 'web-shell');
      expect(allows(objects, ingressController, shell, 8080)).toBe(true);
      expect(allows(objects, shell, dns, 53, 'UDP')).toBe(true);
      expect(allows(objects, shell, dns, 53, 'TCP')).toBe(true);
      expect(allows(objects, shell, pod(objects, 'bff'), 8080)).toBe(true);
      expect(allows(objects, shell, pod(objects, 'web-shopper'), 8080)).toBe(true);
      expect(allows(objects, shell, pod(objects, 'web-merchant'), 8080)).toBe(true);
      expect(allows(objects, shell, pod(objects, 'web-operator'), 8080)).toBe(true);
    });

    test('let the shell reach nothing else, and the static remotes no further than before', () => {
      const shell = pod(objects, 'web-shell');
      expect(allows(objects, shell, pod(objects, 'identity'), 50051)).toBe(false);
      expect(allows(objects, shell, kafka, 9092)).toBe(false);
      expect(allows(objects, pod(objects, 'web-shopper'), pod(objects, 'bff'), 8080)).toBe(false);
      expect(allows(objects, pod(objects, 'web-shopper'), shell, 8080)).toBe(false);
    });

    test('follow the enabled remotes', async () => {
      const changed = (await render([fixture('values-remotes-changed.yaml')])).map((d) => d.object);
      expect(allows(changed, pod(changed, 'web-shell'), pod(changed, 'web-seller'), 8080)).toBe(true);
      expect(changed.some((o) => o.metadata.name === 'web-merchant')).toBe(false);
    });
  });
});

describe('the payment service', () => {
  const namespace = 'shop';
  let objects: KubeObject[];
  const named = (kind: string, name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`${kind}/${name} not rendered`);
    return found;
  };
  beforeAll(async () => {
    objects = (await render([])).map((d) => d.object);
  });

  test('listens for the gateway notifications on a second port, named http, which its Service publishes', () => {
    const container = (named('Deployment', 'payment')['spec'] as { template: { spec: { containers: { ports: unknown[]; envFrom: unknown[] }[] } } }).template.spec.containers[0]!;
    expect(container.ports).toContainEqual({ name: 'http', containerPort: 8080, protocol: 'TCP' });
    expect(container.ports).toContainEqual({ name: 'grpc', containerPort: 50051, protocol: 'TCP' });
    expect(container.envFrom).toContainEqual({ secretRef: { name: 'payment-gateway' } });
    expect(named('ConfigMap', 'payment-env')['data']).toMatchObject({ NOTIFICATION_PORT: '8080', MIDTRANS_API_URL: 'https://api.midtrans.com', IRIS_API_URL: 'https://app.midtrans.com/iris' });
    expect((named('Service', 'payment')['spec'] as { ports: unknown[] }).ports).toContainEqual({ name: 'http', port: 8080, targetPort: 'http', protocol: 'TCP', appProtocol: 'http' });
  });

  test('is reached by the ingress controller on that port only, and reaches HTTPS outside the cluster', () => {
    const ingressController: PolicyPod = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx' } };
    const payment = podOfDeployment(named('Deployment', 'payment'), namespace);
    const allows = (from: PolicyPod, to: PolicyPod, port: number) => networkPoliciesAllow(objects, namespace, from, to, { port, protocol: 'TCP' });
    expect(allows(ingressController, payment, 8080)).toBe(true);
    expect(allows(ingressController, payment, 50051)).toBe(false);
    expect(allows(ingressController, podOfDeployment(named('Deployment', 'identity'), namespace), 50051)).toBe(false);
    const egress = named('NetworkPolicy', 'allow-payment-extra-egress')['spec'] as { egress: { ports: { port: number }[] }[] };
    expect(egress.egress[0]!.ports).toEqual([{ protocol: 'TCP', port: 443 }]);
  });
});

describe('the load-tests release', () => {
  // A k6-operator TestRun per scenario of load-tests/k6, in a release of its own.
  const loadTestsValues = path.join(chartDir, 'ci', 'load-tests-values.yaml');
  const scenarios = readdirSync(path.join(repoRoot, 'load-tests', 'k6'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length));
  const renderLoadTests = async (set: Record<string, string> = {}) =>
    parseDocuments(await renderChart(tools, chartDir, { releaseName: 'shop-load-tests', valuesFiles: [loadTestsValues], set, kubernetesVersion: newestKubernetes })).map((d) => d.object);

  test.each(kubernetesVersions)('renders a TestRun per scenario, valid against the k6-operator CRD for Kubernetes %s and following the shop rules', async (kubernetesVersion) => {
    const documents = parseDocuments(await renderChart(tools, chartDir, { releaseName: 'shop-load-tests', valuesFiles: [loadTestsValues], kubernetesVersion }));
    const objects = documents.map((d) => d.object);
    expect(objects.filter((o) => o.kind === 'TestRun').map((o) => o.metadata.name).sort()).toEqual(scenarios.map((s) => `load-${s}`).sort());
    expect(objects.filter((o) => o.kind !== 'TestRun').map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['ConfigMap/load-tests-scripts']);
    expect(await validateDocuments(tools, documents, { kubernetesVersion, crdDirs: [tools.crdDirs.k6Operator] })).toEqual([]);
    expect(chartPolicyProblems(objects)).toEqual([]);
    const browse = objects.find((o) => o.metadata.name === 'load-browse')!['spec'] as { runner: { env: { name: string; value: string }[] } };
    expect(Object.fromEntries(browse.runner.env.map((v) => [v.name, v.value]))).toEqual({ BASE_URL: 'https://m.shop.example', RECORD_VIEWS: 'false', SHOP_LANG: 'en', VUS: '200', DURATION: '15m' });
  });

  test("every TestRun's script and what it imports are in the ConfigMap, flat as the operator mounts it", async () => {
    const objects = await renderLoadTests();
    const scripts = (objects.find((o) => o.kind === 'ConfigMap')!['data'] ?? {}) as Record<string, string>;
    for (const testRun of objects.filter((o) => o.kind === 'TestRun')) {
      const { configMap } = (testRun['spec'] as { script: { configMap: { name: string; file: string } } }).script;
      expect(configMap.name).toBe('load-tests-scripts');
      expect(Object.keys(scripts)).toContain(configMap.file);
    }
    for (const [file, text] of Object.entries(scripts)) {
      for (const [, specifier] of text.matchAll(/^import [^;]*? from '([^']+)';$/gm)) {
        if (specifier!.startsWith('.')) expect({ file, specifier, found: Object.keys(scripts).includes(specifier!.replace(/^\.\//, '')) }).toEqual({ file, specifier, found: true });
        else expect({ file, specifier, k6Module: /^k6(\/|$)/.test(specifier!) }).toEqual({ file, specifier, k6Module: true });
      }
    }
  });

  test('refuses a scenario load-tests/k6 does not have and a release without the origin to load', async () => {
    await expect(renderLoadTests({ 'loadTests.scenarios[0]': 'soak' })).rejects.toThrow(/"soak" is not a scenario of load-tests\/k6/);
    await expect(renderLoadTests({ 'loadTests.baseUrl': '' })).rejects.toThrow(/loadTests.baseUrl is required/);
  });

  test('the shop rules catch a runner that runs as root, writes its filesystem or has no limits', async () => {
    const objects = await renderLoadTests();
    const runner = (objects.find((o) => o.metadata.name === 'load-smoke')!['spec'] as { runner: Record<string, Record<string, unknown>> }).runner;
    runner['securityContext']!['runAsNonRoot'] = false;
    runner['containerSecurityContext']!['readOnlyRootFilesystem'] = false;
    delete runner['resources']!['limits'];
    expect(chartPolicyProblems(objects)).toEqual([
      'TestRun/load-smoke: runner securityContext.runAsNonRoot must be true',
      'TestRun/load-smoke runner: resources.limits.cpu missing',
      'TestRun/load-smoke runner: resources.limits.memory missing',
      'TestRun/load-smoke runner: readOnlyRootFilesystem must be true',
    ]);
  });

  test('no other release renders a load test', async () => {
    const whole = (await render([path.join(chartDir, 'ci', 'all-enabled-values.yaml')])).map((d) => d.object);
    expect(whole.filter((o) => o.kind === 'TestRun' || o.metadata.name === 'load-tests-scripts')).toEqual([]);
  });
});
