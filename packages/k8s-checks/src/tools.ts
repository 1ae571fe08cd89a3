import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { ensureGoBinary, goForBuild, mavenCoordinates, publishFolder, resolveMavenJar, runGo, toolCacheDir as cacheRoot } from '@shop/dev-infra';
import { cloudNativePgModule, helmModule, k6OperatorCrds, kubectlValidateModule, prometheusOperatorModule, strimziApiJar } from './versions.js';

export { cacheRoot };

export interface K8sTools {
  helm: string;
  kubectlValidate: string;
  /** One folder per operator, each holding its CustomResourceDefinitions as YAML. */
  crdDirs: { strimzi: string; cloudNativePg: string; prometheusOperator: string; k6Operator: string };
}

let pending: Promise<K8sTools> | undefined;

/** Returns the pinned tools and CRDs, building or fetching into the cache what is missing. */
export function ensureK8sTools(log: (line: string) => void = () => {}): Promise<K8sTools> {
  pending ??= (async () => {
    // One at a time: two Go builds on a small machine are slower than two in a row.
    const helm = await ensureGoBinary(helmModule, log);
    const kubectlValidate = await ensureGoBinary(kubectlValidateModule, log);
    const go = await goForBuild(log);
    const cloudNativePg = await ensureGoModuleCrds(go, cloudNativePgModule);
    const prometheusOperator = await ensureGoModuleCrds(go, prometheusOperatorModule);
    const strimzi = await ensureStrimziCrds();
    // Vendored in this package (crds/), never fetched.
    const k6Operator = path.join(import.meta.dirname, '..', 'crds', k6OperatorCrds.folder);
    return { helm, kubectlValidate, crdDirs: { strimzi, cloudNativePg, prometheusOperator, k6Operator } };
  })();
  return pending;
}

/** The CRD YAMLs an operator keeps in its Go module, for `--local-crds`. */
async function ensureGoModuleCrds(go: string, module: { name: string; path: string; version: string; crdFolder: string }): Promise<string> {
  const finalDir = path.join(cacheRoot(), 'crds', `${module.name}-${module.version}`);
  if (existsSync(finalDir)) return finalDir;
  await publishFolder(finalDir, async (workDir) => {
    // The module download is checked against the Go checksum database.
    const { Dir: moduleDir } = JSON.parse(await runGo(go, ['mod', 'download', '-json', `${module.path}@${module.version}`])) as { Dir: string };
    const crdDir = path.join(moduleDir, module.crdFolder);
    const files = (await readdir(crdDir)).filter((file) => file.endsWith('.yaml'));
    if (files.length === 0) throw new Error(`no CRDs in ${crdDir}`);
    for (const file of files) await copyFile(path.join(crdDir, file), path.join(workDir, file));
  });
  return finalDir;
}

/** Strimzi's CRDs, from its api tests jar (Maven, with the machine's settings and mirrors). */
export async function ensureStrimziCrds(): Promise<string> {
  const finalDir = path.join(cacheRoot(), 'crds', `strimzi-${strimziApiJar.version}`);
  if (existsSync(finalDir)) return finalDir;
  const jar = mavenCoordinates(strimziApiJar);
  await publishFolder(finalDir, async (workDir) => {
    const bytes = await resolveMavenJar(strimziApiJar);
    const digest = createHash('sha256').update(bytes).digest('hex');
    if (digest !== strimziApiJar.sha256) throw new Error(`${jar}: sha256 ${digest}, expected ${strimziApiJar.sha256}`);
    const crds = new AdmZip(bytes)
      .getEntries()
      .filter((entry) => !entry.isDirectory && entry.entryName.startsWith(strimziApiJar.crdFolder) && entry.entryName.endsWith('.yaml'));
    if (crds.length === 0) throw new Error(`no ${strimziApiJar.crdFolder}*.yaml in ${jar}`);
    for (const entry of crds) await writeFile(path.join(workDir, path.basename(entry.entryName)), entry.getData());
  });
  return finalDir;
}
