import { ensureGoBinary } from '@shop/dev-infra';

/** The k6 release the scenarios are written for (checked on the Go module proxy). */
export const K6_VERSION = 'v1.8.1';

/** The pinned k6, built from the Go module proxy on first use (a few minutes) and cached; answers its path. */
export function ensureK6(log: (line: string) => void = (line) => console.log(line)): Promise<string> {
  return ensureGoBinary({ module: 'go.k6.io/k6', version: K6_VERSION, binary: 'k6' }, log);
}
