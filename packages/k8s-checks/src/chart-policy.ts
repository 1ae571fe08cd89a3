import type { KubeObject } from './helm.js';

// What the Kubernetes schemas cannot say about the rendered chart: the shop's own rules for
// every workload. Each returns a readable problem per violation; an empty list means it holds.

/** Services stop within SHUTDOWN_TIMEOUT_MS (10 s by default) after the preStop sleep. */
const shutdownBudgetSeconds = 10;
const secretLookingName = /(PASSWORD|SECRET|TOKEN|PRIVATE_KEY|DATABASE_URL|API_KEY)/i;

interface Container {
  name: string;
  command?: string[];
  args?: string[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
}
interface Probe {
  grpc?: unknown;
  httpGet?: unknown;
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean };
  terminationGracePeriodSeconds?: number;
}

interface TestRunRunner {
  env?: Container['env'];
  envFrom?: Container['envFrom'];
  resources?: Container['resources'];
  securityContext?: PodSpec['securityContext'];
  containerSecurityContext?: Container['securityContext'];
}

const component = (object: KubeObject) => object.metadata.labels?.['app.kubernetes.io/component'];
const podSpecOf = (object: KubeObject) => (object['spec'] as { template: { spec: PodSpec } }).template.spec;

export function chartPolicyProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const configMaps = new Map(
    objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata.name, (o['data'] ?? {}) as Record<string, string>]),
  );
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const testRuns = objects.filter((o) => o.kind === 'TestRun');
  if (deployments.length === 0 && testRuns.length === 0) problems.push('no Deployment rendered');

  for (const workload of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job')) {
    const at = `${workload.kind}/${workload.metadata.name}`;
    const pod = podSpecOf(workload);
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${at}: pod securityContext.runAsNonRoot must be true`);
    // A service's migration Job runs the service's code with its environment.
    const kind = component(workload) === 'migration' ? 'service' : component(workload);
    for (const container of pod.containers) {
      const where = `${at} container ${container.name}`;
      problems.push(...containerHardeningProblems(where, container));
      problems.push(...plainEnvironmentProblems(where, container, configMaps));
      // Every Node process (services, their migration Jobs, the BFF, the shell's server) in
      // production mode; services, their Jobs and the BFF also get Kafka, the database from a Secret.
      const backend = kind === 'service' || kind === 'bff';
      const environment = resolvedEnvironment(container, configMaps);
      if ((backend || runsNode(container)) && environment.get('NODE_ENV') !== 'production') {
        problems.push(`${at}: NODE_ENV must be production, got ${environment.get('NODE_ENV')}`);
      }
      if (backend && !environment.get('KAFKA_BROKERS')) problems.push(`${at}: KAFKA_BROKERS missing`);
      if (kind === 'service') {
        const databaseUrl = container.env?.find((variable) => variable.name === 'DATABASE_URL');
        if (!databaseUrl?.valueFrom?.secretKeyRef) problems.push(`${at}: DATABASE_URL must come from a Secret`);
      }
    }
  }

  for (const deployment of deployments) {
    const at = `Deployment/${deployment.metadata.name}`;
    const pod = podSpecOf(deployment);
    const kind = component(deployment);
    for (const container of pod.containers) {
      for (const probe of ['livenessProbe', 'readinessProbe'] as const) {
        const spec = container[probe];
        if (!spec) problems.push(`${at}: ${probe} missing`);
        else if (kind === 'service' && !spec.grpc) problems.push(`${at}: ${probe} must be a gRPC probe`);
        else if (kind !== 'service' && !spec.httpGet) problems.push(`${at}: ${probe} must be an HTTP probe`);
      }
      const preStop = preStopSeconds(container);
      if ((pod.terminationGracePeriodSeconds ?? 30) <= preStop + shutdownBudgetSeconds) {
        problems.push(`${at}: terminationGracePeriodSeconds must exceed the preStop sleep (${preStop} s) + ${shutdownBudgetSeconds} s`);
      }
    }
  }

  // A k6-operator TestRun's runner pods follow the same hardening as the product's containers.
  for (const testRun of testRuns) {
    const at = `TestRun/${testRun.metadata.name}`;
    const runner = (testRun['spec'] as { runner?: TestRunRunner }).runner ?? {};
    if (runner.securityContext?.runAsNonRoot !== true) problems.push(`${at}: runner securityContext.runAsNonRoot must be true`);
    const container: Container = { name: 'runner', env: runner.env, envFrom: runner.envFrom, resources: runner.resources, securityContext: runner.containerSecurityContext };
    problems.push(...containerHardeningProblems(`${at} runner`, container), ...plainEnvironmentProblems(`${at} runner`, container, configMaps));
  }

  for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const { minReplicas = 1, maxReplicas } = hpa['spec'] as { minReplicas?: number; maxReplicas: number };
    if (minReplicas < 1 || minReplicas > maxReplicas) {
      problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: needs 1 <= minReplicas (${minReplicas}) <= maxReplicas (${maxReplicas})`);
    }
  }
  return problems;
}

function containerHardeningProblems(where: string, container: Container): string[] {
  const problems: string[] = [];
  for (const section of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (container.resources?.[section]?.[resource] == null) problems.push(`${where}: resources.${section}.${resource} missing`);
    }
  }
  const security = container.securityContext;
  if (security?.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem must be true`);
  if (security?.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation must be false`);
  if (!security?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities must drop ALL`);
  return problems;
}

/** Secret-looking variables must come from Secrets, never from plain values or ConfigMaps. */
function plainEnvironmentProblems(where: string, container: Container, configMaps: Map<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const variable of container.env ?? []) {
    if (secretLookingName.test(variable.name) && variable.value !== undefined && variable.value !== '') {
      problems.push(`${where}: ${variable.name} looks like a secret but is a plain value; use a Secret`);
    }
  }
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name;
    if (!name) continue;
    for (const [key, value] of Object.entries(configMaps.get(name) ?? {})) {
      if (secretLookingName.test(key) && value !== '') problems.push(`${where}: ${key} looks like a secret but is in ConfigMap ${name}; use envFromSecrets`);
    }
  }
  return problems;
}

/** The variables a container sees from ConfigMaps and plain values (explicit env wins, as in Kubernetes). */
function resolvedEnvironment(container: Container, configMaps: Map<string, Record<string, string>>): Map<string, string | undefined> {
  const environment = new Map<string, string | undefined>();
  for (const source of container.envFrom ?? []) {
    for (const [key, value] of Object.entries(configMaps.get(source.configMapRef?.name ?? '') ?? {})) environment.set(key, value);
  }
  for (const variable of container.env ?? []) environment.set(variable.name, variable.value);
  return environment;
}

/** A container the chart starts with node itself (the shell's server); services run their image's CMD. */
function runsNode(container: Container): boolean {
  return (container.command ?? container.args ?? [])[0] === 'node';
}

function preStopSeconds(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
}
