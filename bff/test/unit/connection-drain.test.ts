import type { Server } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Pool } from 'undici';
import { drainableConnections } from '../../src/connection-drain.js';

let server: Server | undefined;
const pools: Pool[] = [];
afterEach(async () => {
  server?.closeAllConnections();
  await Promise.all(pools.splice(0).map((pool) => pool.destroy()));
});

/** A Fastify server (as the BFF is) whose answers take 50 ms, and its URL. */
async function slowServer(): Promise<{ server: Server; url: string; drain: ReturnType<typeof drainableConnections> }> {
  const app = Fastify();
  app.get('/*', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return 'ok';
  });
  const drain = drainableConnections(app.server);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { server: app.server, url: `${url}/`, drain };
}

/**
 * What the ingress's connection pool does under load: keep-alive requests, then a burst whose
 * clients go away mid-way. Node goes on counting some of those connections as busy.
 */
async function servedAndAbandoned(pool: Pool): Promise<void> {
  await Promise.all(Array.from({ length: 16 }, () => pool.request({ path: '/', method: 'GET' }).then((r) => r.body.text())));
  const abandon = new AbortController();
  const abandoned = Promise.allSettled(Array.from({ length: 16 }, () => pool.request({ path: '/', method: 'GET', signal: abandon.signal }).then((r) => r.body.text())));
  setTimeout(() => abandon.abort(), 10);
  await abandoned;
}

const closed = (target: Server) => new Promise<void>((resolve) => target.close(() => resolve()));

describe('drainableConnections', () => {
  it('lets a stop finish once the requests in flight are answered, whatever keep-alive connections remain', async () => {
    const started = await slowServer();
    server = started.server;
    // The pool keeps its connections open while the server stops, as the ingress's would.
    const pool = new Pool(started.url, { connections: 8 });
    pools.push(pool);
    await servedAndAbandoned(pool);
    // Stop once this request has reached the server (abandoned ones may still be arriving).
    const reached = new Promise<void>((resolve) => started.server.on('request', (request) => request.url === '/in-flight' && resolve()));
    const inFlight = fetch(`${started.url}in-flight`).then((r) => r.text());
    await reached;
    const stopping = closed(started.server);
    await started.drain.closeWhenAnswered();
    await stopping;
    expect(await inFlight).toBe('ok');
    // Without the drain, the stop waits out keepAliveTimeout (72 s) and this times out.
  }, 10_000);
});
