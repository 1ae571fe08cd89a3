import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TRPCClientError } from '@trpc/client';
import { peerServices, type AppRouter } from '@shop/api';
import { client } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

function trpc(lang: string, batch = true) {
  return client(backend, { lang, batch });
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));

describe('/trpc over HTTP', () => {
  it('answers a GET query with its input in the query string', async () => {
    const response = await fetch(`${backend.baseUrl}/trpc/user.platform?input=${input({ platformCode: 2 })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const body = (await response.json()) as { result: { data: { json: unknown } } };
    expect(body.result.data.json).toEqual({ title: 'Nusa Mart', desc: 'Online Shop', logo: '/logo.svg' });
  });

  it('answers a batched GET of user.platform and product.list', async () => {
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { platformCode: 2 } }, 1: { json: { categoryId: 29, pageSize: 5 } } }));
    const response = await fetch(`${backend.baseUrl}/trpc/user.platform,product.list?batch=1&input=${batchInput}`, { headers: { lang: 'en' } });
    expect(response.status).toBe(200);
    const [platform, products] = (await response.json()) as [{ result: { data: { json: { title: string } } } }, { result: { data: { json: { items: unknown[]; total: number } } } }];
    expect(platform.result.data.json.title).toBe('Nusa Mart');
    expect(products.result.data.json.items).toHaveLength(5);
    expect(products.result.data.json.total).toBeGreaterThan(5);
  });

  it('carries rich types with superjson (createdAt is a Date)', async () => {
    const page = await trpc('en').product.list.query({ pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(page.items[0]).not.toHaveProperty('merchantPrice');
  });

  it('accepts a POST mutation with a JSON body', async () => {
    const { items } = await trpc('en').product.list.query({ pageSize: 1 });
    const response = await fetch(`${backend.baseUrl}/trpc/product.view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ json: { id: items[0]!.id } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { data: { json: unknown } } }).result.data.json).toEqual({ recorded: true });
    await expect(trpc('en', false).product.view.mutate({ id: items[0]!.id })).resolves.toEqual({ recorded: true });
  });

  it('answers product texts in the lang header language, Indonesian by default', async () => {
    const [en, zh, ind, none] = await Promise.all(
      ['en', 'zh', 'ind', ''].map((lang) => trpc(lang).product.list.query({ categoryId: 36, pageSize: 1 })),
    );
    const titles = [en, zh, ind].map((page) => page!.items[0]!.title);
    expect(new Set(titles).size).toBe(3);
    expect(zh!.items[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(none!.items[0]!.title).toBe(ind!.items[0]!.title);
  });

  it('translates error messages by the lang header', async () => {
    const messages = await Promise.all(
      ['en', 'zh', 'ind'].map(async (lang) => (await trpc(lang).product.detail.query({ id: 987_654 }).catch((error: unknown) => error)) as TRPCClientError<AppRouter>),
    );
    expect(messages.map((e) => e.message)).toEqual(['Product not found', '商品不存在', 'Produk tidak ditemukan']);
    expect(messages[0]!.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, reason: 'product_not_found' });
  });

  it('rejects bad input with a translated BAD_REQUEST that names the field', async () => {
    const error = (await trpc('en').product.list.query({ pageSize: 1000 }).catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(error.message).toBe('Invalid input: pageSize');
    const zh = (await trpc('zh').user.platform.query({ platformCode: -1 }).catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(zh.message).toBe('输入无效：platformCode');
  });

  it('maps service errors to tRPC codes without leaking internals', async () => {
    const error = (await trpc('ind').user.platform.query({ platformCode: 77 }).catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', reason: 'platform_not_found' });
    expect(error.message).toBe('Platform ini belum dikonfigurasi');
    expect(JSON.stringify(error.data)).not.toMatch(/stack|grpc|shop\.identity/i);
  });

  it('answers an unknown procedure with a clear 404', async () => {
    const response = await fetch(`${backend.baseUrl}/trpc/user.nothing?input=${input({})}`, { headers: { lang: 'en' } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { json: { message: string; data: { code: string } } } };
    expect(body.error.json.message).toBe('No such procedure: user.nothing');
    expect(body.error.json.data.code).toBe('NOT_FOUND');
  });

  it('refuses malformed input, a query by POST and a mutation by GET in tRPC shape, translated', async () => {
    const malformed = await fetch(`${backend.baseUrl}/trpc/product.list?input=%7Bnot-json`, { headers: { lang: 'en' } });
    expect(malformed.status).toBe(400);
    const malformedBody = (await malformed.json()) as { error: { json: { message: string; data: { code: string } } } };
    expect(malformedBody.error.json).toMatchObject({ message: 'Invalid request', data: { code: 'BAD_REQUEST' } });
    const malformedPost = await fetch(`${backend.baseUrl}/trpc/product.view`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'zh' }, body: '{"json":' });
    expect(malformedPost.status).toBe(400);
    expect(((await malformedPost.json()) as { error: { json: { message: string } } }).error.json.message).toBe('请求无效');
    const mutationByGet = await fetch(`${backend.baseUrl}/trpc/product.view?input=${input({ id: 1 })}`);
    expect(mutationByGet.status).toBe(405);
    expect(mutationByGet.headers.get('cache-control')).toBe('no-store');
    const queryByPost = await fetch(`${backend.baseUrl}/trpc/user.platform`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { platformCode: 2 } }) });
    expect(queryByPost.status).toBe(405);
  });

  it('answers a batch whose calls partly fail with 207 and each call its own answer', async () => {
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { platformCode: 2 } }, 1: { json: { id: 987_654 } } }));
    const response = await fetch(`${backend.baseUrl}/trpc/user.platform,product.detail?batch=1&input=${batchInput}`, { headers: { lang: 'en' } });
    expect(response.status).toBe(207);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [platform, missing] = (await response.json()) as [{ result: { data: { json: { title: string } } } }, { error: { json: { message: string } } }];
    expect(platform.result.data.json.title).toBe('Nusa Mart');
    expect(missing.error.json.message).toBe('Product not found');
  });

  it('reports liveness and readiness', async () => {
    expect((await fetch(`${backend.baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${backend.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', services: Object.fromEntries(peerServices.map((peer) => [peer, true])) });
  });
});
