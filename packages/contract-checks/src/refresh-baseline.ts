#!/usr/bin/env node
// `npm run release:baseline -- <deployable>` (from the repository root): on release, rewrites the
// deployable's share of release/baseline from the current tree, one part per kind of contract.
import { baselineParts, refreshBaseline } from './index.js';

const deployable = process.argv[2];
if (!deployable || process.argv.length > 3) {
  process.stderr.write('usage: npm run release:baseline -- <deployable>   (a service, bff, or a front end, e.g. catalog, shell)\n');
  process.exit(2);
}
try {
  for (const { part, written } of await refreshBaseline(deployable, baselineParts)) {
    process.stdout.write(`${part}: ${written.length > 0 ? written.map((file) => `release/baseline/${file}`).join(', ') : 'nothing of this deployable'}\n`);
  }
} catch (error) {
  process.stderr.write(`release:baseline: ${(error as Error).message}\n`);
  process.exit(1);
}
