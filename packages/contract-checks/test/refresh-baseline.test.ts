import { afterAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eventSchemas } from '@shop/contracts';
import { baselinePaths, eventsBaselinePart, listDeployables, producerOf, protoBaselinePart, refreshBaseline, repoRoot } from '../src/index.js';

const parts = [protoBaselinePart, eventsBaselinePart];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function emptyBaseline(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'baseline-'));
  dirs.push(dir);
  return dir;
}

describe('refreshing the baseline on release', () => {
  test("a service's release writes its proto folder, the shared proto and its events, and nothing of other services", async () => {
    const baselineDir = await emptyBaseline();
    const results = await refreshBaseline('catalog', parts, { baselineDir });
    expect(results).toEqual([
      { part: 'proto', written: ['proto/buf.yaml', 'proto/catalog', 'proto/grpc', 'proto/media'] },
      { part: 'events', written: ['events/catalog.json'] },
    ]);
    const baseline = baselinePaths(baselineDir);
    expect(readFileSync(path.join(baseline.proto, 'catalog/v1/catalog.proto'), 'utf8')).toBe(readFileSync(path.join(repoRoot, 'proto/catalog/v1/catalog.proto'), 'utf8'));
    expect(readdirSync(baseline.proto).sort()).toEqual(['buf.yaml', 'catalog', 'grpc', 'media']);
    const events = JSON.parse(readFileSync(baseline.eventsOf('catalog'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(events)).toEqual(Object.keys(eventSchemas).filter((wireName) => wireName.startsWith('catalog.')).sort());
  });

  test("a front end's release leaves proto and events alone", async () => {
    const baselineDir = await emptyBaseline();
    expect(await refreshBaseline('shell', parts, { baselineDir })).toEqual([
      { part: 'proto', written: [] },
      { part: 'events', written: [] },
    ]);
    expect(existsSync(baselinePaths(baselineDir).proto)).toBe(false);
  });

  test('every event is published by a service, so its release records the payloads', () => {
    const services = listDeployables()
      .filter((deployable) => deployable.kind === 'service')
      .map((deployable) => deployable.name);
    expect(services).toEqual(expect.arrayContaining([...new Set(Object.keys(eventSchemas).map(producerOf))]));
  });

  test('an unknown deployable is refused with the known ones', async () => {
    await expect(refreshBaseline('warehouse', parts, { baselineDir: await emptyBaseline() })).rejects.toThrow(/unknown deployable "warehouse"; one of: .*catalog.*bff.*shell/);
  });
});
