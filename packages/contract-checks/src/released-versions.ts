import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baselinePaths, type BaselinePart, type BaselinePaths } from './baseline.js';

/** A deployable as released: its package version and the commit whose tree was released. */
export interface ReleasedVersion {
  version: string;
  commit: string;
}

/** `released.json`: deployable → its released version, for the version-skew tests to build and run. */
export function releasedVersions(baseline: BaselinePaths = baselinePaths()): Record<string, ReleasedVersion> {
  const file = releasedFile(baseline);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ReleasedVersion>) : {};
}

const releasedFile = (baseline: BaselinePaths) => path.join(baseline.root, 'released.json');

/** Records the deployable's version and the commit being released (the repository's HEAD). */
export const releasedVersionsPart: BaselinePart = {
  name: 'released',
  async refresh(deployable, { repoRoot: root, baseline }) {
    const { version } = JSON.parse(readFileSync(path.join(deployable.dir, 'package.json'), 'utf8')) as { version: string };
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const versions = { ...releasedVersions(baseline), [deployable.name]: { version, commit } };
    const sorted = Object.fromEntries(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)));
    await writeFile(releasedFile(baseline), `${JSON.stringify(sorted, null, 2)}\n`);
    return [path.relative(baseline.root, releasedFile(baseline))];
  },
};
