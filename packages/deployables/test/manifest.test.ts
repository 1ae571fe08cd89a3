import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allTopics } from '@shop/contracts';
import { backends, callersOf, deployable, deployables, grpcServices, webDeployables } from '../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const serviceNames = grpcServices.map((service) => service.name);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
/** Every `'a.b.c.v1'`-shaped string of a source file, in order. */
const wireNamesIn = (source: string) => [...source.matchAll(/'([a-z]+\.[a-z]+\.[a-z]+\.v\d+)'/g)].map((match) => match[1]!);

describe('the manifest', () => {
  test('names each deployable once, services and the BFF in the form peers dial and schemas take', () => {
    expect(sorted(deployables.map((entry) => entry.name))).toHaveLength(deployables.length);
    for (const { name } of backends) expect(name).toMatch(/^[a-z][a-z0-9]*$/);
    for (const { name } of webDeployables) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  test("points at each deployable's workspace, whose package is named after it", () => {
    for (const { name, workspace } of deployables) {
      const packageFile = path.join(workspace, 'package.json');
      expect({ name, exists: existsSync(path.join(repoRoot, packageFile)) }).toEqual({ name, exists: true });
      expect((JSON.parse(read(packageFile)) as { name: string }).name).toBe(`@shop/${name}`);
    }
  });

  test('lists every service folder: one it does not list is built but never run or deployed', () => {
    const folders = readdirSync(path.join(repoRoot, 'services')).filter((folder) => existsSync(path.join(repoRoot, 'services', folder, 'package.json')));
    expect(sorted(folders.map((folder) => `services/${folder}`))).toEqual(sorted(grpcServices.map((service) => service.workspace)));
  });

  test('lists every front-end folder: one it does not list is built but never run, released or deployed', () => {
    const folders = readdirSync(path.join(repoRoot, 'frontends')).filter((folder) => existsSync(path.join(repoRoot, 'frontends', folder, 'package.json')));
    expect(sorted(folders.map((folder) => `frontends/${folder}`))).toEqual(sorted(webDeployables.map((entry) => entry.workspace)));
  });

  test('gives each front end, and only them, one Module Federation name and role: one server and remotes', () => {
    for (const entry of deployables) expect({ name: entry.name, web: 'web' in entry }).toEqual({ name: entry.name, web: entry.kind === 'web' });
    const apps = webDeployables.map((entry) => entry.web.app);
    expect(sorted(apps)).toHaveLength(apps.length);
    for (const app of apps) expect(app).toMatch(/^[a-z][a-z0-9]*$/);
    expect(webDeployables.filter((entry) => entry.web.role === 'server')).toHaveLength(1);
  });

  test("lets the shell's server call the BFF and load every remote, and the remotes call nothing", () => {
    const remotes = webDeployables.filter((entry) => entry.web.role === 'remote').map((entry) => entry.name);
    for (const { name, web } of webDeployables) {
      // The chart's policies and remote configuration give a server every enabled remote.
      expect({ name, calls: sorted(web.calls) }).toEqual({ name, calls: web.role === 'server' ? sorted(['bff', ...remotes]) : [] });
    }
  });

  test('lets deployables call gRPC services only, and never themselves', () => {
    for (const { name, peers } of deployables) {
      expect({ name, peers: peers.filter((peer) => peer === name || !(serviceNames as readonly string[]).includes(peer)) }).toEqual({ name, peers: [] });
    }
  });

  test('gives every event of the registry to the one service whose name prefixes it, and consumers only registered events', () => {
    const published = deployables.flatMap((entry) => entry.publishes.map((event) => ({ event, publisher: entry.name })));
    expect(sorted(published.map(({ event }) => event))).toEqual(sorted(allTopics));
    expect(published).toHaveLength(allTopics.length);
    for (const { event, publisher } of published) expect(event.split('.')[0]).toBe(publisher);
    for (const { consumes } of deployables) for (const event of consumes) expect(allTopics).toContain(event);
  });
});

// The manifest can not generate a service's code: these places are written by hand and checked.
describe('each gRPC service', () => {
  test.each(serviceNames)('%s consumes exactly the events its subscriptions handle', (name) => {
    const file = path.join(deployable(name).workspace, 'src', 'events', 'consume', 'subscriptions.ts');
    const handled = existsSync(path.join(repoRoot, file)) ? wireNamesIn(read(file)) : [];
    expect(sorted(handled)).toEqual(sorted(deployable(name).consumes));
  });

  test.each(serviceNames)('%s names exactly its manifest callers in its access table', (name) => {
    const access = read(path.join(deployable(name).workspace, 'src', 'grpc', 'access.ts'));
    const named = [...access.matchAll(/callers: \[([^\]]*)\]/g)].flatMap((match) => [...match[1]!.matchAll(/'([a-z0-9]+)'/g)].map((caller) => caller[1]!));
    // Named but not a peer: a call the deployment would not route. A peer never named: a call refused.
    expect(sorted(named)).toEqual(sorted(callersOf(name)));
  });

  test.each(serviceNames)('%s reads the address of each of its peers, and of nobody else', (name) => {
    const config = read(path.join(deployable(name).workspace, 'src', 'config.ts'));
    const addresses = [...config.matchAll(/\b([A-Z]+)_GRPC_URL\b/g)].map((match) => match[1]!.toLowerCase());
    expect(sorted(addresses)).toEqual(sorted(deployable(name).peers));
  });
});

// Markdown can not import the manifest: the lists of services in the docs are checked instead.
describe('the docs list the services of the manifest', () => {
  const readme = read('README.md');
  const lineOf = (text: string, start: string) => text.split('\n').find((line) => line.startsWith(start)) ?? '';
  const backticked = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

  test('README: what `npm start` runs, and the BFF and service addresses of the environment table', () => {
    expect(sorted(backticked(lineOf(readme, '- **the services**')))).toEqual(sorted(serviceNames));
    const addressRow = lineOf(readme, '| `IDENTITY_GRPC_URL`').split('|')[1]!;
    expect(sorted(backticked(addressRow))).toEqual(sorted(serviceNames.map((name) => `${name.toUpperCase()}_GRPC_URL`)));
  });

  test("README: the architecture diagram's gRPC arrows are the manifest's peers", () => {
    const arrows = readme
      .split('\n')
      .map((line) => /^\s*(\w+)(?:\[[^\]]*\])? -->\|gRPC[^|]*\| (.+)$/.exec(line))
      .filter((match) => match !== null)
      .flatMap(([, caller, targets]) => targets!.split(' & ').map((target) => `${caller} -> ${target.replace(/\[.*$/, '').trim()}`));
    expect(sorted(arrows)).toEqual(sorted(deployables.flatMap(({ name, peers }) => peers.map((peer) => `${name} -> ${peer}`))));
  });

  test('docs/releasing.md: the services row of the deployables table', () => {
    const row = lineOf(read('docs/releasing.md'), '| `identity`').split('|')[1]!;
    expect(sorted(backticked(row))).toEqual(sorted(serviceNames));
  });

  test("docs/releasing.md: the front ends' rows, with their Helm releases", () => {
    const releasing = read('docs/releasing.md');
    for (const role of ['server', 'remote'] as const) {
      const entries = webDeployables.filter((entry) => entry.web.role === role);
      const cells = lineOf(releasing, `| \`${entries[0]!.name}\``).split('|');
      expect({ role, names: sorted(backticked(cells[1]!)) }).toEqual({ role, names: sorted(entries.map((entry) => entry.name)) });
      const releases = backticked(cells[4]!).filter((release) => release.startsWith('shop-'));
      expect({ role, releases: sorted(releases) }).toEqual({ role, releases: sorted(entries.map((entry) => `shop-web-${entry.web.app}`)) });
    }
  });

  test("README: the shell's remotes in the repository layout", () => {
    const line = lineOf(readme, '  error screens;');
    const remotes = webDeployables.filter((entry) => entry.web.role === 'remote').map((entry) => entry.workspace);
    expect(sorted(backticked(line.slice(line.indexOf('the remotes'))).filter((name) => name.startsWith('frontends/')))).toEqual(sorted(remotes));
  });

  test("deploy/k8s/README.md: the services' Secrets and every service's and the BFF's identity key", () => {
    const k8sReadme = read('deploy/k8s/README.md');
    expect(sorted(backticked(lineOf(k8sReadme, '(`identity`')))).toEqual(sorted(serviceNames));
    const keyLoop = /^for name in ([a-z0-9 ]+); do$/m.exec(k8sReadme)![1]!.split(' ');
    expect(sorted(keyLoop)).toEqual(sorted(backends.map((entry) => entry.name)));
  });

  test("deploy/k8s/README.md: each front end's image and how it is built", () => {
    const rows = read('deploy/k8s/README.md').split('\n').filter((line) => line.startsWith('| ') && line.includes('WORKSPACE=frontends/'));
    const built = rows.map((row) => /--build-arg WORKSPACE=(\S+) --build-arg PACKAGE=@shop\/(\S+) (?:--build-arg PUBLIC_PATH=(\S+) )?-t shop\/(\S+) \./.exec(row)?.slice(1));
    const expected = webDeployables.map(({ name, workspace, web }) => [workspace, name, web.role === 'remote' ? `/mf/${web.app}/` : undefined, name]);
    expect(built.sort()).toEqual(expected.sort());
    // The server's image is the root Dockerfile's web-server target, the remotes' Dockerfile.web.
    const servers = webDeployables.filter((entry) => entry.web.role === 'server').map((entry) => `WORKSPACE=${entry.workspace} `);
    for (const row of rows) expect({ row, server: row.includes('--target web-server') }).toEqual({ row, server: servers.some((server) => row.includes(server)) });
  });
});

