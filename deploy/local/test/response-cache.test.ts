import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { startGateway } from '../src/gateway.js';
import { sharedMaxAgeOf, SharedResponseCache } from '../src/response-cache.js';

describe('sharedMaxAgeOf', () => {
  it('allows only public, successful answers without cookies, for their max-age', () => {
    expect(sharedMaxAgeOf(200, { 'cache-control': 'public, max-age=30, stale-while-revalidate=30' })).toBe(30);
    expect(sharedMaxAgeOf(200, { 'cache-control': 'no-store' })).toBeUndefined();
    expect(sharedMaxAgeOf(200, { 'cache-control': 'private, max-age=30' })).toBeUndefined();
    expect(sharedMaxAgeOf(200, { 'cache-control': 'public' })).toBeUndefined();
    expect(sharedMaxAgeOf(500, { 'cache-control': 'public, max-age=30' })).toBeUndefined();
    expect(sharedMaxAgeOf(200, { 'cache-control': 'public, max-age=30', 'set-cookie': 'a=b' })).toBeUndefined();
  });
});

describe('SharedResponseCache', () => {
  const publicAnswer = { 'cache-control': 'public, max-age=30', vary: 'lang', 'content-type': 'application/json', 'x-request-id': 'r1' };

  it('keeps an answer per Vary header value until its max-age passes, without per-response headers', async () => {
    let now = 1_000;
    const cache = new SharedResponseCache({ maxEntries: 10, maxBodyBytes: 100 }, () => now);
    expect(cache.store('/trpc/a', { lang: 'en' }, 200, publicAnswer, Buffer.from('english'))).toBe(true);
    expect((await cache.lookup('/trpc/a', { lang: 'en' }))?.body.toString()).toBe('english');
    expect((await cache.lookup('/trpc/a', { lang: 'en' }))?.headers['x-request-id']).toBeUndefined();
    expect(await cache.lookup('/trpc/a', { lang: 'zh' })).toBeUndefined();
    now += 30_000;
    expect(await cache.lookup('/trpc/a', { lang: 'en' })).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses what may not be shared or is too big, and evicts the least recently used entry', async () => {
    const cache = new SharedResponseCache({ maxEntries: 2, maxBodyBytes: 4 });
    expect(cache.store('/trpc/big', {}, 200, publicAnswer, Buffer.from('12345'))).toBe(false);
    expect(cache.store('/trpc/mine', {}, 200, { 'cache-control': 'no-store' }, Buffer.from('1'))).toBe(false);
    expect(cache.store('/trpc/any', {}, 200, { ...publicAnswer, vary: '*' }, Buffer.from('1'))).toBe(false);
    cache.store('/trpc/1', {}, 200, publicAnswer, Buffer.from('1'));
    cache.store('/trpc/2', {}, 200, publicAnswer, Buffer.from('2'));
    await cache.lookup('/trpc/1', {});
    cache.store('/trpc/3', {}, 200, publicAnswer, Buffer.from('3'));
    expect(cache.size).toBe(2);
    expect(await cache.lookup('/trpc/2', {})).toBeUndefined();
    expect(await cache.lookup('/trpc/1', {})).toBeDefined();
  });

  it('makes identical requests wait for the one filling their entry', async () => {
    const cache = new SharedResponseCache({ maxEntries: 10, maxBodyBytes: 100 });
    cache.store('/trpc/a', { lang: 'en' }, 200, { ...publicAnswer, 'cache-control': 'public, max-age=1' }, Buffer.from('old'));
    const finish = cache.beginFill('/trpc/a', { lang: 'en' })!;
    expect(cache.beginFill('/trpc/a', { lang: 'en' })).toBeUndefined();
    const waiting = cache.lookup('/trpc/a', { lang: 'en' });
    cache.store('/trpc/a', { lang: 'en' }, 200, publicAnswer, Buffer.from('new'));
    finish();
    expect((await waiting)?.body.toString()).toBe('new');
    finish();
    expect(cache.beginFill('/trpc/a', { lang: 'en' })).toBeDefined();
  });
});

describe('the gateway as a shared cache', () => {
  let bff: FastifyInstance;
  let gateway: FastifyInstance;
  let gatewayUrl: string;
  const served: string[] = [];

  beforeAll(async () => {
    // The BFF stand-in answers like the real one: public per lang when anonymous, no-store otherwise.
    bff = Fastify();
    bff.get('/trpc/*', async (request, reply) => {
      served.push(request.url);
      const anonymous = request.headers.authorization === undefined;
      reply.header('cache-control', anonymous && request.url.startsWith('/trpc/public') ? 'public, max-age=30' : 'no-store');
      reply.header('vary', 'lang').header('etag', 'W/"v1"');
      return { url: request.url, lang: request.headers.lang ?? null, n: served.length, forwardedFor: request.headers['x-forwarded-for'], padding: request.url.includes('big') ? 'x'.repeat(4096) : '' };
    });
    // Even a mutation answer marked public is never kept.
    bff.post('/trpc/*', async (request, reply) => {
      served.push(`POST ${request.url}`);
      return reply.header('cache-control', 'public, max-age=30').send({ changed: true });
    });
    const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
    gateway = await startGateway({ host: '127.0.0.1', port: 0, bffUrl, root: import.meta.dirname, remoteApps: [] });
    const address = gateway.server.address();
    gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await gateway.close();
    await bff.close();
  });

  const count = (url: string) => served.filter((u) => u === url).length;

  it('answers a public anonymous query once from the BFF, then from the cache per language', async () => {
    const first = await fetch(`${gatewayUrl}/trpc/public.list`, { headers: { lang: 'en' } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.json();
    const second = await fetch(`${gatewayUrl}/trpc/public.list`, { headers: { lang: 'en' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await second.json()).toEqual(body);
    const chinese = await fetch(`${gatewayUrl}/trpc/public.list`, { headers: { lang: 'zh' } });
    expect(chinese.headers.get('x-cache')).toBe('MISS');
    expect(await chinese.json()).toMatchObject({ lang: 'zh' });
    expect(count('/trpc/public.list')).toBe(2);

    const revalidated = await fetch(`${gatewayUrl}/trpc/public.list`, { headers: { lang: 'en', 'if-none-match': 'W/"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(count('/trpc/public.list')).toBe(2);
  });

  it('never answers a signed-in request from the cache, nor keeps a no-store answer', async () => {
    await fetch(`${gatewayUrl}/trpc/public.mine`, { headers: { lang: 'en' } });
    const signedIn = await fetch(`${gatewayUrl}/trpc/public.mine`, { headers: { lang: 'en', authorization: 'Bearer t' } });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(count('/trpc/public.mine')).toBe(2);
    await fetch(`${gatewayUrl}/trpc/user.me`);
    await fetch(`${gatewayUrl}/trpc/user.me`);
    expect(count('/trpc/user.me')).toBe(2);
  });

  it('tells the BFF who asked, and compresses a large answer for a browser that accepts it', async () => {
    const small = await fetch(`${gatewayUrl}/trpc/user.small`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ forwardedFor: '127.0.0.1' });
    for (const encoding of ['br', 'gzip']) {
      const big = await fetch(`${gatewayUrl}/trpc/public.big?${encoding}`, { headers: { 'accept-encoding': encoding } });
      expect(big.headers.get('content-encoding')).toBe(encoding);
      expect(big.headers.get('vary')).toBe('lang, accept-encoding');
      const body = (await big.json()) as { padding: string };
      expect(body.padding).toHaveLength(4096);
    }
  });

  it('never caches a mutation', async () => {
    await fetch(`${gatewayUrl}/trpc/public.change`, { method: 'POST' });
    const second = await fetch(`${gatewayUrl}/trpc/public.change`, { method: 'POST' });
    expect(second.headers.get('x-cache')).toBeNull();
    expect(count('POST /trpc/public.change')).toBe(2);
  });
});
