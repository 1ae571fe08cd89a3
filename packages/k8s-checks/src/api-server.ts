import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { collectLines, ensureGeneratedGoBinary, freePort, runGo, terminate, type GeneratedGoModule } from '@shop/dev-infra';
import { etcdModule, kubeApiServerModule } from './versions.js';

export interface ApiServerTools {
  etcd: string;
  kubeApiServer: string;
}

let pending: Promise<ApiServerTools> | undefined;

/**
 * Returns the pinned etcd and kube-apiserver, building what the cache lacks (about 11 CPU-minutes
 * the first time, nearly all kube-apiserver's). Independent of `ensureK8sTools`, so a caller can
 * start it beside other work.
 */
export function ensureApiServerTools(log: (line: string) => void = () => {}): Promise<ApiServerTools> {
  pending ??= (async () => {
    // One after the other: each `go build` already keeps every core busy.
    const etcd = await ensureGeneratedGoBinary(etcdModule, etcdBuild, log);
    const kubeApiServer = await ensureGeneratedGoBinary(kubeApiServerModule, kubeApiServerBuild, log);
    return { etcd, kubeApiServer };
  })();
  return pending;
}

/** The go.mod a module publishes at a version (downloaded with the module, checksum-checked). */
async function upstreamGoMod(go: string, module: string, version: string): Promise<string> {
  const { GoMod } = JSON.parse(await runGo(go, ['mod', 'download', '-json', `${module}@${version}`])) as { GoMod: string };
  return readFile(GoMod, 'utf8');
}

// The upstream module's `go` and `godebug` lines, so the binary gets the runtime defaults its own
// release build has.
const goDirectives = (goMod: string) => goMod.match(/^(go|godebug) .+$/gm) ?? [];

/** etcd's own main, three lines around etcdmain of its server module. */
async function etcdBuild(go: string): Promise<GeneratedGoModule> {
  const { module, version } = etcdModule;
  return {
    directives: goDirectives(await upstreamGoMod(go, module, version)),
    require: { [module]: version },
    main: { source: `package main\n\nimport (\n\t"os"\n\n\t"${module}/etcdmain"\n)\n\nfunc main() { etcdmain.Main(os.Args) }\n` },
    ldflags: ['-s', '-w'],
  };
}

/**
 * kube-apiserver's own main package, in a module requiring Kubernetes and pinning every module
 * its go.mod replaces with a staging folder to the published one of the same release.
 */
async function kubeApiServerBuild(go: string): Promise<GeneratedGoModule> {
  const { module, version, stagingVersion, command } = kubeApiServerModule;
  const goMod = await upstreamGoMod(go, module, version);
  const staging = [...goMod.matchAll(/^\s*(\S+) => \.\/staging\/\S+\s*$/gm)].map((match) => match[1]!);
  if (staging.length === 0) throw new Error(`${module}@${version}: its go.mod replaces no staging modules`);
  const [, major, minor] = /^v(\d+)\.(\d+)\./.exec(version)!;
  // What Kubernetes' release build stamps (hack/lib/version.sh); unstamped, the server says v0.0.0
  // and charts' kubeVersion constraints fail against it.
  const stamp = { gitVersion: version, gitMajor: major, gitMinor: minor, gitTreeState: 'clean' };
  return {
    directives: goDirectives(goMod),
    require: { [module]: version },
    pin: Object.fromEntries(staging.map((path) => [path, stagingVersion])),
    main: { package: `${module}/${command}` },
    ldflags: ['-s', '-w', ...Object.entries(stamp).map(([name, value]) => `-X k8s.io/component-base/version.${name}=${value}`)],
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

/** A kube-apiserver with its etcd, on loopback, for as long as the caller needs it. */
export interface ApiServer {
  /** https://127.0.0.1:<port> */
  url: string;
  /** A kubeconfig file for an administrator (system:masters), for helm. */
  kubeconfig: string;
  /** One API call as the administrator; `body` is sent as JSON unless `contentType` says otherwise. */
  request<T = unknown>(method: string, apiPath: string, body?: unknown, contentType?: string): Promise<ApiResponse<T>>;
  /** Stops kube-apiserver, then etcd, and removes their files. */
  stop(): Promise<void>;
}

const readyTimeoutMs = 120_000;
const stopGraceMs = 15_000;
const logTailLines = 40;

/**
 * Starts etcd (a fresh data folder) and kube-apiserver on free loopback ports, with RBAC, a
 * service-account signing key and the default admission plugins, as a cluster's control plane
 * runs it; resolves once /readyz answers ok.
 */
export async function startApiServer(tools: ApiServerTools): Promise<ApiServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-server-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of [...children].reverse()) await terminate(child, stopGraceMs);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [etcdClientPort, etcdPeerPort, apiPort] = [await freePort(), await freePort(), await freePort()];
    const etcdUrl = `http://127.0.0.1:${etcdClientPort}`;
    const peerUrl = `http://127.0.0.1:${etcdPeerPort}`;
    const etcd = launch('etcd', tools.etcd, [
      `--data-dir=${path.join(dir, 'etcd')}`,
      `--listen-client-urls=${etcdUrl}`,
      `--advertise-client-urls=${etcdUrl}`,
      `--listen-peer-urls=${peerUrl}`,
      `--initial-advertise-peer-urls=${peerUrl}`,
      `--initial-cluster=default=${peerUrl}`,
      '--log-level=warn',
      // A throwaway store on a shared machine: durability buys nothing here.
      '--unsafe-no-fsync',
    ]);
    children.push(etcd.child);
    await etcd.until(() => etcdHealthy(etcdUrl), `etcd healthy on ${etcdUrl}`);

    const token = randomBytes(24).toString('hex');
    await writeFile(path.join(dir, 'tokens.csv'), `${token},shop-admin,shop-admin,"system:masters"\n`, { mode: 0o600 });
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    await writeFile(path.join(dir, 'sa.pub'), keys.publicKey);
    await writeFile(path.join(dir, 'sa.key'), keys.privateKey, { mode: 0o600 });
    const certDir = path.join(dir, 'serving');
    const apiServer = launch('kube-apiserver', tools.kubeApiServer, [
      `--etcd-servers=${etcdUrl}`,
      '--bind-address=127.0.0.1',
      '--advertise-address=127.0.0.1',
      `--secure-port=${apiPort}`,
      // No certificate given: the server writes a self-signed one (and its CA) here.
      `--cert-dir=${certDir}`,
      `--token-auth-file=${path.join(dir, 'tokens.csv')}`,
      '--anonymous-auth=false',
      '--authorization-mode=RBAC',
      '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
      `--service-account-key-file=${path.join(dir, 'sa.pub')}`,
      `--service-account-signing-key-file=${path.join(dir, 'sa.key')}`,
      '--service-cluster-ip-range=10.96.0.0/16',
      '--profiling=false',
    ]);
    children.push(apiServer.child);
    const url = `https://127.0.0.1:${apiPort}`;
    let ca: Buffer | undefined;
    const request = async <T>(method: string, apiPath: string, body?: unknown, contentType = 'application/json'): Promise<ApiResponse<T>> => {
      ca ??= await readFile(path.join(certDir, 'apiserver.crt'));
      return call<T>(new URL(apiPath, url), { method, ca, token, body, contentType });
    };
    await apiServer.until(async () => {
      try {
        return (await request('GET', '/readyz')).status === 200;
      } catch {
        // Not listening yet, or the certificate not written yet.
        ca = undefined;
        return false;
      }
    }, `kube-apiserver ready on ${url}/readyz`);

    const kubeconfig = path.join(dir, 'kubeconfig');
    await writeFile(
      kubeconfig,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [{ name: 'shop-check', cluster: { server: url, 'certificate-authority': path.join(certDir, 'apiserver.crt') } }],
        users: [{ name: 'shop-admin', user: { token } }],
        contexts: [{ name: 'shop-check', context: { cluster: 'shop-check', user: 'shop-admin' } }],
        'current-context': 'shop-check',
      }),
      { mode: 0o600 },
    );
    return { url, kubeconfig, request, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A started control-plane process: `until` polls a condition, failing with the process's output if it exits first or the time runs out. */
function launch(name: string, command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = collectLines(child, () => undefined, logTailLines);
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = signal ?? `exit ${code}`));
  child.once('error', (error) => (exit = error.message));
  const until = async (condition: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + readyTimeoutMs;
    while (!(await condition())) {
      if (exit !== undefined) throw new Error(`${name} stopped (${exit}) before ${what}:\n${tail.join('\n')}`);
      if (Date.now() > deadline) throw new Error(`no ${what} after ${readyTimeoutMs} ms:\n${tail.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, until };
}

async function etcdHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`);
    return response.ok && ((await response.json()) as { health?: string }).health === 'true';
  } catch {
    return false;
  }
}

/** One HTTPS request trusting only the server's own CA; the body parsed as JSON when it is JSON. */
function call<T>(url: URL, options: { method: string; ca: Buffer; token: string; body?: unknown; contentType: string }): Promise<ApiResponse<T>> {
  const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: options.method,
        ca: options.ca,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': options.contentType, 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          if (/json/.test(response.headers['content-type'] ?? '')) body = JSON.parse(text);
          resolve({ status: response.statusCode ?? 0, body: body as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
