#!/usr/bin/env node
// `shop-k8s-tools`: builds or fetches the pinned helm, kubectl-validate, operator CRDs, etcd and
// kube-apiserver into the cache (a no-op when present) and prints where they are. `npm test` runs
// it before the suites so a first build shows up as its own step rather than inside a test's timeout.
import { ensureApiServerTools } from './api-server.js';
import { ensureK8sTools } from './tools.js';

const started = performance.now();
const log = (line: string) => process.stdout.write(`${line}\n`);
try {
  const tools = await ensureK8sTools(log);
  // After the others, not beside them: each Go build keeps both cores of a small machine busy.
  const apiServerTools = await ensureApiServerTools(log);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `helm: ${tools.helm}\nkubectl-validate: ${tools.kubectlValidate}\n` +
      `CRDs: ${Object.values(tools.crdDirs).join(', ')}\n` +
      `etcd: ${apiServerTools.etcd}\nkube-apiserver: ${apiServerTools.kubeApiServer}\nready in ${seconds} s\n`,
  );
} catch (error) {
  process.stderr.write(`shop-k8s-tools: ${(error as Error).message}\n`);
  process.exit(1);
}
