import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chartValuesBlock, manifestEntry, serviceFiles, serviceNames, type DependencyVersions } from './templates.js';

/** Where the scaffold writes, relative to the repository root. */
export const scaffoldTargets = {
  manifest: 'packages/deployables/src/manifest.ts',
  contractsIndex: 'packages/contracts/src/index.ts',
  chartValues: 'helm/shop/values.yaml',
  readme: 'README.md',
  releasing: 'docs/releasing.md',
  k8sReadme: 'deploy/k8s/README.md',
  /** The service whose dependency versions a new one takes. */
  versionsFrom: 'services/identity/package.json',
} as const;

export interface ScaffoldResult {
  /** Files written, relative to the repository root. */
  created: string[];
  /** Files edited: the manifest, the contracts' exports, the chart's values and the docs' lists. */
  edited: string[];
}

/**
 * Creates `services/<name>` and its proto, and adds the service where the repository lists the
 * services by hand: the manifest (everything derived from it follows), the contracts' exports,
 * the chart's values and the docs' lists, which the manifest's tests check.
 */
export function scaffoldService(root: string, name: string, now = new Date()): ScaffoldResult {
  if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`"${name}" is not a service name: lowercase letters and digits, starting with a letter`);
  const names = serviceNames(name);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  if (existsSync(path.join(root, 'services', name)) || read(scaffoldTargets.manifest).includes(`name: '${name}',`)) throw new Error(`a deployable named "${name}" exists already`);

  const { dependencies = {}, devDependencies = {} } = JSON.parse(read(scaffoldTargets.versionsFrom)) as { dependencies?: DependencyVersions; devDependencies?: DependencyVersions };
  const files = serviceFiles(names, { ...dependencies, ...devDependencies }, now.toISOString().replace(/\D/g, '').slice(0, 14));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }

  const edits: Record<string, (text: string) => string> = {
    [scaffoldTargets.manifest]: (text) => insertBefore(text, "  {\n    name: 'bff',", manifestEntry(names)),
    [scaffoldTargets.contractsIndex]: (text) => insertBefore(text, 'export * as mediaV1', `export * as ${name}V1 from './gen/${name}/v1/${name}.js';\n`),
    [scaffoldTargets.chartValues]: (text) => insertBefore(text, '\n# The BFF (Fastify', chartValuesBlock(names)),
    [scaffoldTargets.readme]: (text) => appendToList(appendToFirstCell(text, '| `IDENTITY_GRPC_URL`', `\`${names.upper}_GRPC_URL\``), '- **the services** (', `\`${name}\``),
    [scaffoldTargets.releasing]: (text) => appendToFirstCell(text, '| `identity`', `\`${name}\``),
    [scaffoldTargets.k8sReadme]: (text) => appendToList(text, '(`identity`', `\`${name}\``).replace(/^(for name in [a-z0-9 ]+); do$/m, `$1 ${name}; do`),
  };
  for (const [file, edit] of Object.entries(edits)) writeFileSync(path.join(root, file), edit(read(file)));
  return { created: Object.keys(files), edited: Object.keys(edits) };
}

function insertBefore(text: string, marker: string, insertion: string): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`cannot find "${marker.trim()}" to insert before`);
  // A marker starting with a line break keeps that break after the insertion.
  const cut = marker.startsWith('\n') ? at + 1 : at;
  return text.slice(0, cut) + insertion + text.slice(cut);
}

/** The line starting with `start`, changed by `change`. */
function changeLine(text: string, start: string, change: (line: string) => string): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.startsWith(start));
  if (index < 0) throw new Error(`cannot find the line starting with "${start}"`);
  lines[index] = change(lines[index]!);
  return lines.join('\n');
}

/** Adds `item` after the last item of the parenthesised list on the line starting with `start`. */
function appendToList(text: string, start: string, item: string): string {
  return changeLine(text, start, (line) => line.replace(/(\([^)]*`)\)/, `$1, ${item})`));
}

/** Adds `item` to the first cell of the table row starting with `start`. */
function appendToFirstCell(text: string, start: string, item: string): string {
  return changeLine(text, start, (line) => {
    const cells = line.split('|');
    cells[1] = `${cells[1]!.trimEnd()}, ${item} `;
    return cells.join('|');
  });
}
