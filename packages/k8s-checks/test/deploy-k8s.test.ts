import { beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allTopics, topicOf, topicPartitions } from '@shop/contracts';
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

  test('declares every topic of the event catalogue with the partitions the services create it with', () => {
    const declared = parseAllDocuments(readFileSync(path.join(deployDir, 'kafka', 'topics.yaml'), 'utf8'))
      .map((document) => document.toJS() as { kind?: string; metadata?: { name?: string }; spec?: { partitions?: number } } | null)
      .filter((resource) => resource?.kind === 'KafkaTopic')
      .map((topic) => [topic!.metadata?.name, topic!.spec?.partitions]);
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(allTopics.map((type) => [topicOf(type), topicPartitions[type]])));
  });

  test('gives every service the repository builds its own role, database and schema', () => {
    const resources = (file: string) =>
      parseAllDocuments(readFileSync(path.join(deployDir, 'postgres', file), 'utf8')).map((document) => document.toJS() as { kind?: string; spec?: Record<string, unknown> } | null);
    const cluster = resources('cluster.yaml').find((resource) => resource?.kind === 'Cluster')!;
    const roles = (cluster.spec!['managed'] as { roles: { name: string; login: boolean; passwordSecret: { name: string } }[] }).roles;
    const databases = resources('databases.yaml')
      .filter((resource) => resource?.kind === 'Database')
      .map((resource) => resource!.spec as { name: string; owner: string; schemas: { name: string; owner: string }[] });
    const services = readdirSync(path.join(repoRoot, 'services')).filter((name) => existsSync(path.join(repoRoot, 'services', name, 'package.json')));
    expect(services).toContain('fund');
    for (const service of services) {
      expect(roles).toContainEqual(expect.objectContaining({ name: service, login: true, passwordSecret: { name: `shop-pg-${service}` } }));
      expect(databases).toContainEqual(expect.objectContaining({ name: service, owner: service, schemas: [{ name: service, owner: service }] }));
    }
  });
});
