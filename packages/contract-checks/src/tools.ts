import path from 'node:path';
import { ensureGoBinary, toolCacheDir } from '@shop/dev-infra';

/** buf (breaking-change detection of `proto/`), built from the Go module proxy. Raising it is a reviewed change here. */
export const bufModule = { module: 'github.com/bufbuild/buf', command: 'cmd/buf', version: 'v1.75.0', binary: 'buf' } as const;

/** buf's own cache (module builds, remote dependencies): beside the tools, never in the repository. */
export function bufCacheDir(): string {
  return path.join(toolCacheDir(), 'buf-cache');
}

let pending: Promise<string> | undefined;

/** The pinned buf, built into the tool cache on first use; answers its path. */
export function ensureBuf(log: (line: string) => void = () => {}): Promise<string> {
  pending ??= ensureGoBinary(bufModule, log).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
