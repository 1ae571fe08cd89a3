import path from 'node:path';

/** The repository root, from src/ or dist/ alike. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** Where the released baseline lives. */
export const baselineDir = (root: string = repoRoot) => path.join(root, 'release', 'baseline');
