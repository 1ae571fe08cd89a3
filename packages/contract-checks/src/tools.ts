import { createRequire } from 'node:module';
import path from 'node:path';
import { toolCacheDir } from '@shop/dev-infra';

/**
 * buf, from the `@bufbuild/buf` npm package the contracts already generate and lint with (its
 * platform binary comes with `npm ci`), so the breaking-change check runs the same pinned buf
 * with nothing to build or download.
 */
export function bufBinary(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@bufbuild/buf/package.json')), 'bin', 'buf');
}

/** buf's own cache (module builds, remote dependencies): beside the tools, never in the repository. */
export function bufCacheDir(): string {
  return path.join(toolCacheDir(), 'buf-cache');
}
