import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * A data file of a package (demo data and the like, kept as JSON beside `src/` rather than in
 * it), read and checked with `schema`. A file that is missing, is not JSON or does not have that
 * shape fails with its path and every problem, so a bad edit stops the seeding loudly.
 *
 * `file` is resolved from the caller's `import.meta.url` to the package's `data/` folder, e.g.
 * `new URL('../../data/demo-stores.json', import.meta.url)` from `src/db/x.ts`: the same path from
 * `dist/db/x.js`, so the tests (from `src/`) and the build read the same file.
 */
export function readDataFile<Schema extends z.ZodType>(file: URL, schema: Schema): z.output<Schema> {
  const filePath = fileURLToPath(file);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`data file ${filePath} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(document);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`data file ${filePath} is invalid:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** `read` once, on first use: a data file is read only by a process that needs it, and once. */
export function onFirstUse<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => (value ??= { read: read() }).read;
}
