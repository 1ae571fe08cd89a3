#!/usr/bin/env node
// `shop-k8s-tools`: builds or fetches the pinned helm, kubectl-validate and operator CRDs into the
// cache (a no-op when present) and prints where they are. `npm test` runs it before the suites so
// a first build shows up as its own step rather than inside a test's timeout.
import { ensureK8sTools } from './tools.js';

const started = performance.now();
try {
  const tools = await ensureK8sTools((line) => process.stdout.write(`${line}\n`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `helm: ${tools.helm}\nkubectl-validate: ${tools.kubectlValidate}\n` +
      `CRDs: ${Object.values(tools.crdDirs).join(', ')}\nready in ${seconds} s\n`,
  );
} catch (error) {
  process.stderr.write(`shop-k8s-tools: ${(error as Error).message}\n`);
  process.exit(1);
}
