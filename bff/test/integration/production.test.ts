import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, strictTransportSecurity } from '@shop/contracts/security-headers';
import { eventually, freePort } from '@shop/test-kit';
import { client, failure, freshPhone } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The BFF and identity as a production build runs them (NODE_ENV=production), and the shell's
// server (its build) in front of this BFF as the chart runs it, with no gateway before either.
const shellDist = path.resolve(import.meta.dirname, '../../../frontends/shell/dist');
let backend: Backend;
let shell: ChildProcess;
let shellUrl: string;
let remotesDir: string;

beforeAll(async () => {
  backend = await startBackend({ env: { NODE_ENV: 'production' }, identityEnv: { NODE_ENV: 'production' } });
  // The chart's environment for the shell (helm/shop values, frontends.shell): an empty remote
  // configuration folder leaves every remote's part to the browser, which is all these checks need.
  remotesDir = await mkdtemp(path.join(tmpdir(), 'shell-remotes-'));
  const port = await freePort();
  shellUrl = `http://127.0.0.1:${port}`;
  shell = spawn(process.execPath, [path.join(shellDist, 'server/main.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', BFF_URL: backend.baseUrl, MF_CONFIG_PATH: remotesDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually(async () => (await fetch(`${shellUrl}/readyz`).catch(() => undefined))?.ok, 60_000, "the shell's server ready");
});

afterAll(async () => {
  if (shell && shell.exitCode === null) {
    const exited = new Promise((resolve) => shell.once('exit', resolve));
    shell.kill('SIGTERM');
    await exited;
  }
  if (remotesDir) await rm(remotesDir, { recursive: true, force: true });
  await backend?.stop();
});

describe('a production server', () => {
  it('refuses to send codes while no delivery is configured, with a translated message', async () => {
    const error = await failure(client(backend, { lang: 'en' }).user.sendCode.mutate({ account: freshPhone(), purpose: 'signup' }));
    expect(error.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'code_delivery_unavailable' });
    expect(error.message).toBe('Verification codes cannot be sent right now; please try again later');
  });

  it('has no dev.inbox procedure', async () => {
    const account = freshPhone();
    const error = await failure(client(backend).dev.inbox.query({ account }));
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    expect(error.message).toBe('No such procedure: dev.inbox');
  });

  it('still serves every shopper procedure', async () => {
    await expect(client(backend).area.list.query()).resolves.toHaveLength(38);
    await expect(failure(client(backend).user.me.query())).resolves.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});

describe('what a browser receives in production', () => {
  /** The shop's security headers, HSTS included: TLS ends at the ingress in front. */
  function expectSecurityHeaders(response: Response) {
    expect(Object.fromEntries(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security'].map((name) => [name, response.headers.get(name)]))).toEqual({
      'content-security-policy': contentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': strictTransportSecurity,
    });
  }

  it("has the security headers on the shell's pages, its files and the remote configuration", async () => {
    const page = await fetch(`${shellUrl}/h5`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(page);
    const missing = await fetch(`${shellUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const script = (await readdir(path.join(shellDist, 'assets'), { recursive: true })).find((file) => file.endsWith('.js'));
    const asset = await fetch(`${shellUrl}/assets/${script}`);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset);
    expectSecurityHeaders(await fetch(`${shellUrl}/mf-config.json`));
  });

  it('has the security headers on every /trpc answer, refusals included', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { platformCode: 2 } }));
    const answer = await fetch(`${backend.baseUrl}/trpc/user.platform?input=${input}`);
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
    const refused = await fetch(`${backend.baseUrl}/trpc/user.me`);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
  });
});
