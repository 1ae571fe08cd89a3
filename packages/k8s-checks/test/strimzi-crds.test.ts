import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ensureStrimziCrds } from '../src/tools.js';

// A cache of its own, so the first-use path runs for real (Maven resolves the jar, or finds it in
// the local repository) without touching the shared ~/.cache/shop.
let cacheDir: string;
const sharedCacheDir = process.env.SHOP_CACHE_DIR;
beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'shop-strimzi-crds-'));
  process.env.SHOP_CACHE_DIR = cacheDir;
});
afterAll(() => {
  if (sharedCacheDir === undefined) delete process.env.SHOP_CACHE_DIR;
  else process.env.SHOP_CACHE_DIR = sharedCacheDir;
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the Strimzi CRDs', () => {
  test('come from the pinned api tests jar, resolved with Maven, into their own cache folder', async () => {
    const crdDir = await ensureStrimziCrds();
    expect(crdDir).toBe(path.join(cacheDir, 'crds', 'strimzi-0.49.1'));
    const files = readdirSync(crdDir).sort();
    expect(files).toEqual(expect.arrayContaining(['040-Crd-kafka.yaml', '043-Crd-kafkatopic.yaml', '045-Crd-kafkanodepool.yaml']));
    for (const file of files) {
      const crd = parse(readFileSync(path.join(crdDir, file), 'utf8')) as { kind: string; spec: { group: string; versions: { name: string }[] } };
      expect(crd.kind).toBe('CustomResourceDefinition');
      expect(crd.spec.group).toMatch(/strimzi\.io$/);
      expect(crd.spec.versions.map((version) => version.name)).toContain('v1');
    }
  }, 120_000);

  test('are taken from the cache once there, without Maven', async () => {
    const searchPath = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(await ensureStrimziCrds()).toBe(path.join(cacheDir, 'crds', 'strimzi-0.49.1'));
    } finally {
      process.env.PATH = searchPath;
    }
  });
});
