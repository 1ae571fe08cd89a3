import { afterEach, describe, expect, it } from '@jest/globals';
import { hasBasicAuth, jsonBody, Notifier, OutageSwitch, startSandboxServer, textBody, Timers, type SandboxServer } from '../../src/index.js';

const running: SandboxServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});

/** A sandbox with the shared routes and a little of its own: an API that echoes, a test API, a page. */
async function startExample(): Promise<{ server: SandboxServer; outages: OutageSwitch<'gateway', 'refuse'>; lines: string[] }> {
  const lines: string[] = [];
  const outages = new OutageSwitch({ channels: ['gateway'], modes: ['refuse'], log: (line) => lines.push(line) });
  const server = await startSandboxServer({
    notifier: new Notifier({ retryDelayMs: 10, maxAttempts: 1, log: (line) => lines.push(line) }),
    timers: new Timers(),
    log: (line) => lines.push(line),
    routes: {
      prefix: '/example-sandbox',
      outages,
      state: () => ({ down: outages.isDown('gateway') }),
      async api(request, url) {
        if (url.pathname === '/boom') throw new Error('boom');
        if (!hasBasicAuth(request, 'user', 'secret')) return { status: 401, body: { error: 'who?' } };
        return { status: 200, body: { path: url.pathname, json: await jsonBody(request) } };
      },
      testApi: (_request, url) => ({ status: 200, body: { test: url.pathname } }),
      async page(request, url) {
        if (request.method === 'POST') return { status: 303, type: 'text/plain', body: await textBody(request), location: url.pathname };
        return { status: 200, type: 'text/html; charset=utf-8', body: `<p>${url.pathname}</p>` };
      },
      problem: (status, message) => ({ problem: status, message }),
    },
  });
  running.push(server);
  return { server, outages, lines };
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('startSandboxServer', () => {
  it('answers its health and flips its outage switch under its prefix', async () => {
    const { server } = await startExample();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(await fetch(`${server.url}/example-sandbox/healthz`).then((r) => r.json())).toEqual({ status: 'ok', down: false });
    const outage = (body: string, method = 'POST') => fetch(`${server.url}/example-sandbox/api/outage`, { method, body: method === 'POST' ? body : undefined });
    expect((await outage('{"down": "yes"}')).status).toBe(400);
    expect(await (await outage('{"down": "yes"}')).json()).toEqual({ error: 'send {"down": true|false}' });
    expect((await outage('', 'GET')).status).toBe(405);
    expect(await (await outage('{"down": true}')).json()).toEqual({ down: true });
    expect(await fetch(`${server.url}/example-sandbox/healthz`).then((r) => r.json())).toEqual({ status: 'ok', down: true });
  });

  it('sends the rest of its API paths to the test API, its other paths to its pages, uncached', async () => {
    const { server } = await startExample();
    expect(await fetch(`${server.url}/example-sandbox/api/things`).then((r) => r.json())).toEqual({ test: '/example-sandbox/api/things' });
    const page = await fetch(`${server.url}/example-sandbox/page?lang=en`);
    expect([page.status, page.headers.get('content-type'), page.headers.get('cache-control'), page.headers.get('x-content-type-options')]).toEqual([200, 'text/html; charset=utf-8', 'no-store', 'nosniff']);
    expect(await page.text()).toBe('<p>/example-sandbox/page</p>');
    const posted = await fetch(`${server.url}/example-sandbox/page`, { method: 'POST', body: 'action=pay', redirect: 'manual' });
    expect([posted.status, posted.headers.get('location'), await posted.text()]).toEqual([303, '/example-sandbox/page', 'action=pay']);
  });

  it("sends every other path to the provider's API, with HTTP Basic checked", async () => {
    const { server } = await startExample();
    const call = (path: string, body: string, authorization = basic('user', 'secret')) => fetch(`${server.url}${path}`, { method: 'POST', body, headers: { authorization } });
    expect(await (await call('/v2/charge', '{"a": 1}')).json()).toEqual({ path: '/v2/charge', json: { a: 1 } });
    expect(await (await call('/v2/charge', '')).json()).toEqual({ path: '/v2/charge', json: null });
    expect((await call('/v2/charge', '{}', basic('user', 'secreT'))).status).toBe(401);
    expect((await call('/v2/charge', '{}', basic('user', 'secret2'))).status).toBe(401);
    expect((await fetch(`${server.url}/sandbox/healthz`, { headers: { authorization: basic('user', 'secret') } }).then((r) => r.json()))).toEqual({ path: '/sandbox/healthz', json: null });
  });

  it("answers a refused body or a failure in the provider's error shape, logging failures", async () => {
    const { server, lines } = await startExample();
    const auth = { authorization: basic('user', 'secret') };
    const notJson = await fetch(`${server.url}/v2/charge`, { method: 'POST', body: '{', headers: auth });
    expect([notJson.status, await notJson.json()]).toEqual([400, { problem: 400, message: 'the body is not JSON' }]);
    const large = await fetch(`${server.url}/v2/charge`, { method: 'POST', body: 'x'.repeat(70_000), headers: auth });
    expect([large.status, await large.json()]).toEqual([413, { problem: 413, message: 'at most 65536 bytes' }]);
    const failed = await fetch(`${server.url}/boom`);
    expect([failed.status, await failed.json()]).toEqual([500, { problem: 500, message: 'boom' }]);
    expect(lines.some((line) => line.startsWith('failed: Error: boom'))).toBe(true);
  });
});

describe("the server's stop", () => {
  it('cancels the pending work and the retries, and stops listening', async () => {
    const timers = new Timers();
    const notifier = new Notifier({ retryDelayMs: 60_000, maxAttempts: 5, log: () => undefined });
    const outages = new OutageSwitch({ channels: ['gateway'], modes: ['refuse'], log: () => undefined });
    const answer = { status: 404, body: {} };
    const server = await startSandboxServer({
      notifier,
      timers,
      log: () => undefined,
      routes: { prefix: '/example-sandbox', outages, state: () => ({}), api: async () => answer, testApi: () => answer, page: () => ({ ...answer, type: 'text/plain', body: '' }), problem: () => ({}) },
    });
    let ran = false;
    timers.after(60_000, () => (ran = true));
    // Nothing listens there: the retry would wait a minute.
    const sent = notifier.send({ url: 'http://127.0.0.1:9/nothing', headers: {}, body: '' }, 'the lost one');
    await server.stop();
    await sent;
    expect([timers.size, ran]).toEqual([0, false]);
    await expect(fetch(`${server.url}/example-sandbox/healthz`)).rejects.toThrow();
  });
});
