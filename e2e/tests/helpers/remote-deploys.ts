import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '@shop/dev-infra';

const root = path.resolve(import.meta.dirname, '../../..');
const shopperDist = path.join(root, 'frontends/shopper/dist');
/** The remotes this helper never redeploys, each served from its own build. */
const fixedRemotes = { merchant: path.join(root, 'frontends/merchant/dist'), operator: path.join(root, 'frontends/operator/dist') };

/** A copy of the shopper's build with `from` replaced by `to` in every script: a new version of the remote. */
export function shopperVersionWith(from: string, to: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-remote-'));
  cpSync(shopperDist, dir, { recursive: true });
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith('.js')) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
    }
  };
  visit(dir);
  return dir;
}

function serveFile(dir: string, urlPath: string, response: ServerResponse): void {
  const file = path.join(dir, path.normalize(urlPath));
  try {
    const body = readFileSync(file);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
}

function forward(target: string, incoming: IncomingMessage, response: ServerResponse): void {
  const upstream = httpRequest(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.writeHead(502).end());
  incoming.pipe(upstream);
}

/**
 * A shell server of its own behind a small ingress, with the shopper remote deployable at will:
 * `deploy(dir, version)` serves that build under /mf/shopper/ and points the shopper's own
 * configuration document at it (the others' stay as they are),
 * `stop(version)` deploys a version that does not answer. `/trpc` and `/media` go to the shared stack.
 */
export async function startRemoteDeploys(stackUrl: string) {
  const work = mkdtempSync(path.join(tmpdir(), 'shop-deploys-'));
  const configDir = path.join(work, 'remotes');
  mkdirSync(configDir);
  let shopperDir: string | undefined = shopperDist;
  const shellPort = await freePort();
  const ingress: Server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://ingress');
    if (url.pathname.startsWith('/mf/shopper/')) {
      if (!shopperDir) return void response.writeHead(503).end();
      return serveFile(shopperDir, url.pathname.slice('/mf/shopper/'.length), response);
    }
    for (const [name, dist] of Object.entries(fixedRemotes)) {
      if (url.pathname.startsWith(`/mf/${name}/`)) return serveFile(dist, url.pathname.slice(`/mf/${name}/`.length), response);
    }
    // The BFF and the pictures (the bucket, in the cluster) are the shared stack's.
    forward(/^\/(trpc|media)\//.test(url.pathname) ? stackUrl : `http://127.0.0.1:${shellPort}`, incoming, response);
  });
  await new Promise<void>((resolve) => ingress.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(ingress.address() as AddressInfo).port}`;

  // One document per remote, as each remote's own release writes its ConfigMap in the cluster:
  // deploying the shopper rewrites the shopper's alone.
  const writeEntry = (name: string, version: string) =>
    writeFileSync(
      path.join(configDir, `${name}.json`),
      JSON.stringify({
        remotes: [{ name, entry: `/mf/${name}/remoteEntry.js?v=${version}`, serverEntry: `${baseUrl}/mf/${name}/server/remoteEntry.js?v=${version}` }],
      }),
    );
  for (const name of ['shopper', ...Object.keys(fixedRemotes)]) writeEntry(name, '1');
  const shell: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: path.join(root, 'frontends/shell'),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(shellPort), BFF_URL: stackUrl, MF_CONFIG_PATH: configDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready when it says so (listening and able to render); its failures stay visible.
  await new Promise<void>((resolve, reject) => {
    shell.once('exit', () => reject(new Error('the shell server exited before it was ready')));
    createInterface({ input: shell.stdout! }).on('line', (line) => {
      if (line.includes('"msg":"ready to render pages"')) resolve();
      else if (!line.includes('"level":30')) process.stdout.write(`${line}\n`);
    });
  });

  return {
    baseUrl,
    deploy(dir: string, version: string) {
      shopperDir = dir;
      writeEntry('shopper', version);
    },
    /** Deploys `version` of the remote, but none of it answers (its pods are not up). */
    stop(version: string) {
      shopperDir = undefined;
      writeEntry('shopper', version);
    },
    async close() {
      shell.kill('SIGTERM');
      await new Promise<void>((resolve) => ingress.close(() => resolve()));
      rmSync(work, { recursive: true, force: true });
    },
  };
}
