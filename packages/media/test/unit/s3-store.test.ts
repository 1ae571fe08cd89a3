import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { s3ObjectStore, type ObjectStore } from '../../src/index.js';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A bucket on a local HTTP server: stores what is PUT, answers HEAD, records every request. */
let server: Server;
let requests: Recorded[];
let objects: Map<string, Buffer>;
let store: ObjectStore;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, headers: request.headers, body });
      const path = url.split('?')[0]!;
      if (path.startsWith('/shop-media/silent/')) return; // never answers
      if (path.startsWith('/shop-media/forbidden/')) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code><Message>denied</Message></Error>');
      } else if (request.method === 'PUT') {
        objects.set(path, body);
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'HEAD') {
        const object = objects.get(path);
        response.writeHead(object ? 200 : 404, object ? { 'content-length': String(object.length) } : {}).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  store = s3ObjectStore({
    bucket: 'shop-media',
    region: 'eu-central-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forcePathStyle: true,
    publicBaseUrl: 'https://media.example.test',
    credentials: { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' },
    requestTimeoutMs: 300,
  });
});

beforeEach(() => {
  requests = [];
  objects = new Map();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('s3ObjectStore', () => {
  it('PUTs the bytes to the bucket under the key, signed, with the content type and an immutable cache policy', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 webp bytes');

    await store.put('logos/abc/64.webp', body, 'image/webp');

    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put).toMatchObject({ method: 'PUT', url: expect.stringMatching(/^\/shop-media\/logos\/abc\/64\.webp(\?|$)/) });
    expect(put!.body.equals(body)).toBe(true);
    expect(put!.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-central-1\/s3\/aws4_request/),
    });
  });

  it('answers whether an object exists with a HEAD request', async () => {
    await store.put('logos/abc/64.webp', Buffer.from('x'), 'image/webp');
    requests = [];

    expect(await store.exists('logos/abc/64.webp')).toBe(true);
    expect(await store.exists('logos/abc/320.webp')).toBe(false);
    expect(requests.map((r) => [r.method, r.url.split('?')[0]])).toEqual([
      ['HEAD', '/shop-media/logos/abc/64.webp'],
      ['HEAD', '/shop-media/logos/abc/320.webp'],
    ]);
  });

  it('answers false for an invalid key without asking the bucket, and refuses to put one', async () => {
    expect(await store.exists('../other-bucket/x')).toBe(false);
    await expect(store.put('/logos/x', Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid media key');
    expect(requests).toEqual([]);
  });

  it('throws when the bucket refuses, instead of calling an object missing', async () => {
    await expect(store.exists('forbidden/x.webp')).rejects.toThrow();
    await expect(store.put('forbidden/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('denied');
  });

  it('fails a request the bucket does not answer, after the SDK retries it', async () => {
    await expect(store.put('silent/x.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(requests.length).toBeGreaterThan(1);
  });

  it('gives the public URL under its base', () => {
    expect(store.publicUrl('logos/abc/64.webp')).toBe('https://media.example.test/logos/abc/64.webp');
  });
});
