#!/usr/bin/env node
// `npm run release:baseline -- <deployable>` (from the repository root): on release, rewrites the
// deployable's share of release/baseline from the current tree. Each kind of contract is one
// entry of `parts`.
import { type BaselinePart, refreshBaseline } from './baseline.js';
import { eventsBaselinePart } from './event-compat.js';
import { protoBaselinePart } from './proto-breaking.js';

const parts: BaselinePart[] = [protoBaselinePart, eventsBaselinePart];

const deployable = process.argv[2];
if (!deployable || process.argv.length > 3) {
  process.stderr.write('usage: npm run release:baseline -- <deployable>   (a service, bff, or a front end, e.g. catalog, shell)\n');
  process.exit(2);
}
try {
  for (const { part, written } of await refreshBaseline(deployable, parts)) {
    process.stdout.write(`${part}: ${written.length > 0 ? written.map((file) => `release/baseline/${file}`).join(', ') : 'nothing of this deployable'}\n`);
  }
} catch (error) {
  process.stderr.write(`release:baseline: ${(error as Error).message}\n`);
  process.exit(1);
}
