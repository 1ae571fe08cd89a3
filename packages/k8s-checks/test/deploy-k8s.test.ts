import { beforeAll, describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { topicOf, topicPartitions } from '@shop/contracts';
import { deployables, grpcServices } from '@shop/deployables';
import { parseAllDocuments } from 'yaml';
import { ensureK8sTools, type K8sTools, kubernetesVersions, validateManifestFiles } from '../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const deployDir = path.join(repoRoot, 'deploy', 'k8s');
const newestKubernetes = kubernetesVersions[kubernetesVersions.length - 1]!;
// ingress/ingress-nginx-values.yaml holds values for the ingress-nginx chart, not manifests.
const notManifests = new Set(['ingress/ingress-nginx-values.yaml']);
const manifests = readdirSync(deployDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml') && !notManifests.has(file))
  .sort();

let tools: K8sTools;
let crdDirs: string[];
beforeAll(async () => {
  tools = await ensureK8sTools();
  crdDirs = [tools.crdDirs.strimzi, tools.crdDirs.cloudNativePg];
}, 60 * 60_000);

describe('deploy/k8s', () => {
  test('holds the Kafka, PostgreSQL and namespace manifests', () => {
    expect(manifests).toEqual(
      expect.arrayContaining(['namespaces.yaml', 'kafka/kafka.yaml', 'kafka/topics.yaml', 'postgres/cluster.yaml', 'postgres/databases.yaml']),
    );
  });

  test.each(manifests)('%s is valid against Kubernetes and the Strimzi and CloudNativePG CRDs', async (file) => {
    const problems = await validateManifestFiles(tools, [path.join(deployDir, file)], { kubernetesVersion: newestKubernetes, crdDirs });
    expect(problems).toEqual([]);
  });

  test('the validation refuses custom resources their operators would reject', async () => {
    const problems = await validateManifestFiles(tools, [path.join(import.meta.dirname, 'fixtures', 'invalid-custom-resources.yaml')], {
      kubernetesVersion: newestKubernetes,
      crdDirs,
    });
    expect(problems).toEqual([
      expect.stringMatching(/partitions/),
      expect.stringMatching(/instances/),
    ]);
  });
});

// deploy/k8s is applied by hand before the chart; these check it against the manifest
// (@shop/deployables) and name what a new event or service still needs there.
interface Resource {
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
}
const resourcesOf = (text: string) => parseAllDocuments(text).map((document) => (document.toJS() ?? {}) as Resource);
const readDeploy = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');

/** What kafka/topics.yaml lacks or has wrong for the events the manifest's deployables publish, and topics nobody publishes. */
function topicProblems(topicsYaml: string): string[] {
  const topics = new Map(resourcesOf(topicsYaml).filter((resource) => resource.kind === 'KafkaTopic').map((topic) => [topic.metadata?.name ?? '', topic]));
  const problems: string[] = [];
  const published = new Set<string>();
  for (const { name: publisher, publishes } of deployables) {
    for (const event of publishes) {
      const name = topicOf(event);
      published.add(name);
      const topic = topics.get(name);
      if (!topic) {
        problems.push(`kafka/topics.yaml: no KafkaTopic "${name}" for ${event}, which ${publisher} publishes`);
        continue;
      }
      const producer = topic.metadata?.labels?.['shop/producer'];
      if (producer !== publisher) problems.push(`kafka/topics.yaml: KafkaTopic "${name}" is labelled shop/producer ${producer}, but ${publisher} publishes it`);
      const partitions = topic.spec?.['partitions'];
      if (partitions !== topicPartitions[event]) problems.push(`kafka/topics.yaml: KafkaTopic "${name}" has ${String(partitions)} partitions, the services create it with ${topicPartitions[event]}`);
    }
  }
  for (const name of topics.keys()) if (!published.has(name)) problems.push(`kafka/topics.yaml: KafkaTopic "${name}" is not an event any deployable publishes`);
  return problems;
}

/** What postgres/cluster.yaml and databases.yaml lack for the manifest's services: a login role, a database and a schema each. */
function databaseProblems(clusterYaml: string, databasesYaml: string): string[] {
  const cluster = resourcesOf(clusterYaml).find((resource) => resource.kind === 'Cluster');
  const roles = (cluster?.spec?.['managed'] as { roles?: { name: string; login?: boolean; passwordSecret?: { name: string } }[] } | undefined)?.roles ?? [];
  const databases = resourcesOf(databasesYaml)
    .filter((resource) => resource.kind === 'Database')
    .map((resource) => resource.spec as { name: string; owner: string; schemas?: { name: string; owner: string }[] });
  const problems: string[] = [];
  for (const { name } of grpcServices) {
    const role = roles.find((candidate) => candidate.name === name);
    if (!role) problems.push(`postgres/cluster.yaml: no managed role "${name}"`);
    else if (!role.login || role.passwordSecret?.name !== `shop-pg-${name}`) problems.push(`postgres/cluster.yaml: role "${name}" must log in with the password of the Secret shop-pg-${name}`);
    const database = databases.find((candidate) => candidate.name === name);
    if (!database) problems.push(`postgres/databases.yaml: no Database "${name}"`);
    else if (database.owner !== name) problems.push(`postgres/databases.yaml: Database "${name}" is owned by ${database.owner}, not ${name}`);
    else if (!database.schemas?.some((schema) => schema.name === name && schema.owner === name)) problems.push(`postgres/databases.yaml: Database "${name}" has no schema "${name}" owned by ${name}`);
  }
  const services = new Set<string>(grpcServices.map((service) => service.name));
  for (const role of roles) if (!services.has(role.name)) problems.push(`postgres/cluster.yaml: role "${role.name}" is not a service of the manifest`);
  for (const database of databases) if (!services.has(database.name)) problems.push(`postgres/databases.yaml: Database "${database.name}" is not a service of the manifest`);
  return problems;
}

describe('deploy/k8s against the manifest', () => {
  test('declares the topic of every event a deployable publishes, by its wire name, with its producer and partitions, and no other', () => {
    expect(topicProblems(readDeploy('kafka/topics.yaml'))).toEqual([]);
  });

  test('gives every gRPC service its login role, database and schema, and nobody else', () => {
    expect(databaseProblems(readDeploy('postgres/cluster.yaml'), readDeploy('postgres/databases.yaml'))).toEqual([]);
  });

  test('names what is missing or wrong: a topic, its producer, a role, a database, a schema', () => {
    const topics = readDeploy('kafka/topics.yaml')
      .replace('  name: fund.withdrawal.approved.v1\n', '  name: fund.withdrawal.approve.v1\n')
      .replace(/(name: order\.order\.refunded\.v1\n(?:.*\n){3}\s+shop\/producer: )order/, '$1payment');
    expect(topicProblems(topics)).toEqual([
      'kafka/topics.yaml: no KafkaTopic "fund.withdrawal.approved.v1" for fund.withdrawal.approved.v1, which fund publishes',
      'kafka/topics.yaml: KafkaTopic "order.order.refunded.v1" is labelled shop/producer payment, but order publishes it',
      'kafka/topics.yaml: KafkaTopic "fund.withdrawal.approve.v1" is not an event any deployable publishes',
    ]);
    const cluster = readDeploy('postgres/cluster.yaml').replace('      - name: fund\n', '      - name: funds\n');
    const databases = readDeploy('postgres/databases.yaml').replace('schemas:\n    - name: payment\n', 'schemas:\n    - name: public\n');
    expect(databaseProblems(cluster, databases)).toEqual([
      'postgres/cluster.yaml: no managed role "fund"',
      'postgres/databases.yaml: Database "payment" has no schema "payment" owned by payment',
      'postgres/cluster.yaml: role "funds" is not a service of the manifest',
    ]);
  });
});
