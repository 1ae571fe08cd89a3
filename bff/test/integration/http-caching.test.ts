import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));
const productPage = () => `${backend.baseUrl}/trpc/product.list?input=${input({ categoryId: 29, pageSize: 5 })}`;

describe('HTTP caching of public queries', () => {
  it('lets shared caches keep an anonymous product page, per language, and revalidates it with a 304', async () => {
    const first = await fetch(productPage(), { headers: { lang: 'en' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toContain('lang');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    const body = await first.text();

    const again = await fetch(productPage(), { headers: { lang: 'en', 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);

    const otherLanguage = await fetch(productPage(), { headers: { lang: 'zh', 'if-none-match': tag! } });
    expect(otherLanguage.status).toBe(200);
    expect(otherLanguage.headers.get('etag')).not.toBe(tag);
    expect(await otherLanguage.text()).not.toBe(body);
  });

  it('gives a batch of public queries the shortest of their lifetimes', async () => {
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { platformCode: 2 } }, 1: { json: { pageSize: 2 } } }));
    const platformOnly = await fetch(`${backend.baseUrl}/trpc/user.platform?input=${input({ platformCode: 2 })}`);
    expect(platformOnly.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=300');
    const batch = await fetch(`${backend.baseUrl}/trpc/user.platform,product.list?batch=1&input=${batchInput}`);
    expect(batch.status).toBe(200);
    expect(batch.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
  });

  it('never lets a cache keep a signed-in answer, a mutation or an error', async () => {
    const { token } = await signUpShopper(backend);
    const signedIn = { authorization: `Bearer ${token}` };
    const me = await fetch(`${backend.baseUrl}/trpc/user.me`, { headers: signedIn });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('etag')).toBeNull();

    const pageSignedIn = await fetch(productPage(), { headers: signedIn });
    expect(pageSignedIn.headers.get('cache-control')).toBe('no-store');

    const mixed = await fetch(`${backend.baseUrl}/trpc/user.platform,user.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { platformCode: 2 } } }))}`, { headers: signedIn });
    expect(mixed.headers.get('cache-control')).toBe('no-store');

    const missing = await fetch(`${backend.baseUrl}/trpc/product.detail?input=${input({ id: 999_999 })}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');

    const mutation = await fetch(`${backend.baseUrl}/trpc/product.view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id: 1 } }),
    });
    expect(mutation.headers.get('cache-control')).toBe('no-store');
  });
});
