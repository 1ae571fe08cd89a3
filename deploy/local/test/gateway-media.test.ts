import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { startGateway } from '../src/gateway.js';

// The file-system object store's folder, served as the bucket's public URL is in the cluster.
const root = mkdtempSync(path.join(tmpdir(), 'shop-gateway-media-'));
const mediaDir = path.join(root, 'media');
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  mkdirSync(path.join(mediaDir, 'logos', 'abc'), { recursive: true });
  writeFileSync(path.join(mediaDir, 'logos', 'abc', '64.webp'), 'RIFF....WEBP');
  writeFileSync(path.join(root, 'secret.txt'), 'not media');
  // No BFF behind it: only /media/ is asked for here.
  gateway = await startGateway({ host: '127.0.0.1', port: 0, bffUrl: 'http://127.0.0.1:9', root, remoteApps: [], mediaDir });
  const address = gateway.server.address();
  gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway.close();
  rmSync(root, { recursive: true, force: true });
});

describe('gateway media', () => {
  it('serves stored objects under /media/, cached for good (their keys are content-addressed)', async () => {
    const response = await fetch(`${gatewayUrl}/media/logos/abc/64.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('RIFF....WEBP');
  });

  it('serves nothing outside the media folder', async () => {
    expect((await fetch(`${gatewayUrl}/media/logos/abc/320.webp`)).status).toBe(404);
    expect((await fetch(`${gatewayUrl}/media/..%2Fsecret.txt`)).status).toBe(404);
  });
});
