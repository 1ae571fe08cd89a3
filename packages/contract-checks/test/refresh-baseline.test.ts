import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eventSchemas } from '@shop/contracts';
import { baselineParts, baselinePaths, migrationDigest, releasedMigrations, releasedVersions, listDeployables, producerOf, readServiceMigrations, refreshBaseline, releasedTrpc, repoRoot, type TrpcBaseline } from '../src/index.js';
const dirs: string[] = [];
const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
const packageVersion = (dir: string) => (JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string }).version;

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function emptyBaseline(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'baseline-'));
  dirs.push(dir);
  return dir;
}

describe('refreshing the baseline on release', () => {
  test("a service's release writes its proto folder, the shared proto, its events and its migrations, and nothing of other deployables", async () => {
    const baselineDir = await emptyBaseline();
    const results = await refreshBaseline('catalog', baselineParts, { baselineDir });
    expect(results).toEqual([
      { part: 'proto', written: ['proto/buf.yaml', 'proto/catalog', 'proto/grpc', 'proto/media'] },
      { part: 'events', written: ['events/catalog.json'] },
      { part: 'migrations', written: ['migrations/catalog.json'] },
      { part: 'trpc', written: [] },
      { part: 'released', written: ['released.json'] },
    ]);
    const baseline = baselinePaths(baselineDir);
    expect(readFileSync(path.join(baseline.proto, 'catalog/v1/catalog.proto'), 'utf8')).toBe(readFileSync(path.join(repoRoot, 'proto/catalog/v1/catalog.proto'), 'utf8'));
    expect(readdirSync(baseline.proto).sort()).toEqual(['buf.yaml', 'catalog', 'grpc', 'media']);
    const events = JSON.parse(readFileSync(baseline.eventsOf('catalog'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(events)).toEqual(Object.keys(eventSchemas).filter((wireName) => wireName.startsWith('catalog.')).sort());
    const catalogMigrations = readServiceMigrations('catalog');
    expect(JSON.parse(readFileSync(baseline.migrationsOf('catalog'), 'utf8'))).toEqual(catalogMigrations.names.map((name) => ({ name, digest: migrationDigest(catalogMigrations, name) })));
    expect(releasedMigrations('catalog', baseline).every((migration) => migration.digest.startsWith('sha256:'))).toBe(true);
    expect(existsSync(baseline.trpc)).toBe(false);
    expect(releasedVersions(baseline)).toEqual({ catalog: { version: packageVersion('services/catalog'), commit: head() } });
  });

  test("a front end's release records the procedures it calls and leaves proto, events and migrations alone", async () => {
    const baselineDir = await emptyBaseline();
    expect(await refreshBaseline('shopper', baselineParts, { baselineDir })).toEqual([
      { part: 'proto', written: [] },
      { part: 'events', written: [] },
      { part: 'migrations', written: [] },
      { part: 'trpc', written: ['trpc.json'] },
      { part: 'released', written: ['released.json'] },
    ]);
    const baseline = baselinePaths(baselineDir);
    expect(readdirSync(baselineDir).sort()).toEqual(['released.json', 'trpc.json']);
    const recorded = JSON.parse(readFileSync(baseline.trpc, 'utf8')) as TrpcBaseline;
    const shapes = Object.values(recorded.procedures).flat();
    expect(shapes.length).toBeGreaterThan(0);
    expect(shapes.every((shape) => shape.calledBy.join() === 'shopper')).toBe(true);
    // The same procedures the real baseline records for the shopper.
    const releasedToShopper = Object.entries(releasedTrpc().procedures).filter(([, released]) => released.some((shape) => shape.calledBy.includes('shopper')));
    expect(Object.keys(recorded.procedures)).toEqual(releasedToShopper.map(([procedurePath]) => procedurePath));
  });

  test('each release records its version and commit beside the others', async () => {
    const baselineDir = await emptyBaseline();
    await refreshBaseline('order', baselineParts, { baselineDir });
    await refreshBaseline('bff', baselineParts, { baselineDir });
    expect(releasedVersions(baselinePaths(baselineDir))).toEqual({
      bff: { version: packageVersion('bff'), commit: head() },
      order: { version: packageVersion('services/order'), commit: head() },
    });
  });

  test('every event is published by a service, so its release records the payloads', () => {
    const services = listDeployables()
      .filter((deployable) => deployable.kind === 'service')
      .map((deployable) => deployable.name);
    expect(services).toEqual(expect.arrayContaining([...new Set(Object.keys(eventSchemas).map(producerOf))]));
  });

  // The baseline is JSON written by releases: checked against the manifest, not derived from it.
  test('names only deployables the repository builds: released versions, event producers, migrations', () => {
    const known = listDeployables().map((deployable) => deployable.name);
    const baseline = baselinePaths();
    const namesIn = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
    const named = [...Object.keys(releasedVersions(baseline)), ...namesIn(baseline.events), ...namesIn(path.join(baseline.root, 'migrations'))];
    expect(named.filter((name) => !known.includes(name))).toEqual([]);
  });

  test('an unknown deployable is refused with the known ones', async () => {
    await expect(refreshBaseline('warehouse', baselineParts, { baselineDir: await emptyBaseline() })).rejects.toThrow(/unknown deployable "warehouse"; one of: .*catalog.*bff.*shell/);
  });
});
