import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testDatabaseUrl } from '@shop/test-kit';
import { parse } from 'yaml';
import { checkServiceShape, scaffoldService, scaffoldTargets } from '../../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const name = 'sample';
const temporary: string[] = [];

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding copies of `files` (relative to the repository root) and nothing else. */
function folderWith(files: readonly string[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'scaffold-'));
  temporary.push(root);
  for (const file of files) cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true });
  return root;
}

describe('npm run new:service', () => {
  let root: string;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  beforeAll(() => {
    root = folderWith(Object.values(scaffoldTargets));
    scaffoldService(root, name, new Date('2027-01-02T03:04:05Z'));
  });

  test('writes the service folder in the shape of the others, and its proto', () => {
    const filesUnder = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    expect(filesUnder(`services/${name}`).sort()).toEqual(
      [
        'README.md',
        'package.json',
        'tsconfig.build.json',
        'tsconfig.json',
        'src/main.ts',
        'src/config.ts',
        'src/service.ts',
        'src/domain/note-text.ts',
        'src/application/add-note.ts',
        'src/application/list-notes.ts',
        'src/grpc/access.ts',
        `src/grpc/${name}-service.ts`,
        'src/events/consume/subscriptions.ts',
        'src/db/entities.ts',
        'src/db/note-repository.ts',
        'src/db/migrations/index.ts',
        `src/db/migrations/Migration20270102030405Sample.ts`,
        'test/unit/note-text.test.ts',
        'test/integration/service.test.ts',
      ]
        .map((file) => `services/${name}/${file}`)
        .sort(),
    );
    expect(checkServiceShape(path.join(root, 'services', name))).toEqual([]);
    expect(read(`proto/${name}/v1/${name}.proto`)).toContain(`package shop.${name}.v1;`);
    expect(JSON.parse(read(`services/${name}/package.json`))).toMatchObject({ name: `@shop/${name}`, dependencies: { '@shop/service-kit': '*' } });
  });

  test('adds it to the manifest, the contracts, the chart and the docs, where the manifest tests look', () => {
    expect(read(scaffoldTargets.manifest)).toMatch(new RegExp(`name: '${name}',\\n    kind: 'grpc',\\n    workspace: 'services/${name}',[\\s\\S]*name: 'bff'`));
    expect(read(scaffoldTargets.contractsIndex)).toContain(`export * as ${name}V1 from './gen/${name}/v1/${name}.js';`);
    const values = parse(read(scaffoldTargets.chartValues)) as { services: Record<string, unknown> };
    expect(values.services[name]).toEqual({ enabled: true, image: { repository: `shop/${name}` }, peers: [] });
    expect(read('README.md')).toMatch(new RegExp(`- \\*\\*the services\\*\\* \\([^)]*, \`${name}\`\\)`));
    expect(read('README.md')).toMatch(new RegExp(`\\| \`IDENTITY_GRPC_URL\`[^|]*, \`SAMPLE_GRPC_URL\` \\|`));
    expect(read('docs/releasing.md')).toMatch(new RegExp(`\\| \`identity\`[^|]*, \`${name}\` \\|`));
    expect(read('deploy/k8s/README.md')).toMatch(new RegExp(`^for name in [a-z ]* ${name}; do$`, 'm'));
  });

  test('refuses a name that exists or that cannot name a schema and a Service', () => {
    expect(() => scaffoldService(root, name)).toThrow(/exists already/);
    expect(() => scaffoldService(root, 'order')).toThrow(/exists already/);
    for (const bad of ['Stock', 'stock-svc', '1stock', '']) expect(() => scaffoldService(root, bad)).toThrow(/not a service name/);
  });
});

/**
 * A small copy of the repository with the packages a service builds on, its node_modules linked to
 * the real one's: the scaffold runs there, the contracts are generated again with its proto, and
 * the new service type-checks and passes its tests (the integration one on real Postgres and
 * Kafka), without touching the working tree.
 */
describe('a scaffolded service', () => {
  const copied = ['packages/contracts', 'packages/deployables', 'packages/service-kit', 'packages/test-kit', 'packages/dev-infra'];
  let root: string;
  const run = async (cwd: string, command: string, args: string[]) => {
    const bin = path.join(root, 'node_modules', '.bin');
    try {
      // The new service's integration tests use this run's Postgres, and a broker of their own:
      // this run's has no Kafka user for a service its manifest does not list.
      const { KAFKA_BROKERS: _brokers, KAFKA_USERS_FILE: _users, ...inherited } = process.env;
      const env = { ...inherited, DATABASE_URL: testDatabaseUrl(), PATH: `${bin}${path.delimiter}${process.env.PATH}` };
      await promisify(execFile)(path.join(bin, command), args, { cwd: path.join(root, cwd), env, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${stdout}\n${stderr}`, { cause: error });
    }
  };

  beforeAll(async () => {
    root = folderWith([...Object.values(scaffoldTargets), 'proto', 'tsconfig.base.json']);
    for (const dir of copied) {
      cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) && !source.includes(`${path.sep}.test-results`) });
      if (existsSync(path.join(repoRoot, dir, 'node_modules'))) symlinkSync(path.join(repoRoot, dir, 'node_modules'), path.join(root, dir, 'node_modules'));
    }
    // Third-party packages from the real install; @shop/* from the copy where copied, else the real one.
    mkdirSync(path.join(root, 'node_modules', '@shop'), { recursive: true });
    for (const entry of readdirSync(path.join(repoRoot, 'node_modules')).filter((entry) => entry !== '@shop')) {
      symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(root, 'node_modules', entry));
    }
    for (const entry of readdirSync(path.join(repoRoot, 'node_modules', '@shop'))) {
      const real = realpathSync(path.join(repoRoot, 'node_modules', '@shop', entry));
      const dir = path.relative(repoRoot, real);
      symlinkSync(copied.includes(dir) ? path.join(root, dir) : real, path.join(root, 'node_modules', '@shop', entry));
    }

    scaffoldService(root, name);
    await run('packages/contracts', 'buf', ['generate', '../../proto', '--template', '../../proto/buf.gen.yaml']);
    await run('packages/contracts', 'tsc', ['-p', 'tsconfig.build.json']);
    await run('packages/deployables', 'tsc', ['-p', 'tsconfig.build.json']);
  }, 10 * 60_000);

  test('type-checks, and passes its unit and integration tests', async () => {
    await run(`services/${name}`, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    await run(`services/${name}`, 'shop-jest', ['--runInBand']);
  }, 10 * 60_000);
});
