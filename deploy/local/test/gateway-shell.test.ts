import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { startGateway } from '../src/gateway.js';

// The shell stand-in records what the gateway forwards.
const forwarded: IncomingHttpHeaders[] = [];
let shell: FastifyInstance;
let gateway: FastifyInstance;
let gatewayHost: string;

beforeAll(async () => {
  shell = Fastify();
  shell.get('/*', async (request) => {
    forwarded.push(request.headers);
    return 'page';
  });
  const shellUrl = await shell.listen({ host: '127.0.0.1', port: 0 });
  gateway = await startGateway({ host: '127.0.0.1', port: 0, bffUrl: 'http://127.0.0.1:9', shellUrl, root: import.meta.dirname, remoteApps: [] });
  const address = gateway.server.address();
  gatewayHost = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway.close();
  await shell.close();
});

describe('gateway to the shell', () => {
  it('tells the shell the host and protocol the visitor reached, as an ingress does', async () => {
    expect((await fetch(`http://${gatewayHost}/h5/products/1`)).status).toBe(200);
    expect(forwarded.at(-1)).toMatchObject({ 'x-forwarded-host': gatewayHost, 'x-forwarded-proto': 'http' });
  });
});
