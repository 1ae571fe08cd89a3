#!/usr/bin/env node
// `npm run new:service <name>` (from the repository root): a new gRPC service in the shape of the
// others, added to the manifest, the contracts, the chart and the docs.
import path from 'node:path';
import { scaffoldService } from './scaffold.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const name = process.argv[2];
if (!name || process.argv.length > 3) {
  process.stderr.write('usage: npm run new:service <name>   (lowercase letters and digits, e.g. stock)\n');
  process.exit(2);
}
try {
  const { created, edited } = scaffoldService(repoRoot, name);
  process.stdout.write(`created ${created.length} files under services/${name} and proto/${name}\nedited ${edited.join(', ')}\n`);
  process.stdout.write(
    [
      '',
      'Next:',
      `  npm install                      # links @shop/${name} and records it in package-lock.json`,
      `  npx turbo run build --filter=@shop/${name}...`,
      `  npm test -w @shop/${name} && npm test -w @shop/deployables`,
      'Then replace the notes with the service\'s own model, and name its callers in src/grpc/access.ts',
      'and its peers and events in packages/deployables (docs/adding-new-microservice.md).',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`new:service: ${(error as Error).message}\n`);
  process.exit(1);
}
