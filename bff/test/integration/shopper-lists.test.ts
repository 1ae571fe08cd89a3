import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

let backend: Backend;
let productIds: number[];

beforeAll(async () => {
  backend = await startBackend();
  productIds = (await client(backend).product.list.query({ pageSize: 10 })).items.map((product) => product.id);
});

afterAll(async () => {
  await backend.stop();
});

async function shopper(lang = 'en') {
  const { token } = await signUpShopper(backend);
  return { api: client(backend, { token, lang }), token };
}

describe('collection', () => {
  it('adds, tells, lists newest first with product cards in the language asked, and removes', async () => {
    const { api } = await shopper('zh');
    const [first, second] = productIds;
    expect(await api.collection.has.query({ productId: first! })).toEqual({ collected: false });
    expect(await api.collection.add.mutate({ productId: first! })).toEqual({ collected: true });
    expect(await api.collection.add.mutate({ productId: second! })).toEqual({ collected: true });
    expect(await api.collection.add.mutate({ productId: second! })).toEqual({ collected: true });
    expect(await api.collection.has.query({ productId: first! })).toEqual({ collected: true });

    const page = await api.collection.list.query({ limit: 1 });
    expect(page.items.map((item) => item.id)).toEqual([second]);
    expect(page.items[0]!.collectedAt).toBeInstanceOf(Date);
    expect(page.items[0]).not.toHaveProperty('merchantPrice');
    const { title } = await client(backend, { lang: 'zh' }).product.detail.query({ id: second! });
    expect(page.items[0]!.title).toBe(title);
    const rest = await api.collection.list.query({ cursor: page.nextCursor, limit: 1 });
    expect(rest.items.map((item) => item.id)).toEqual([first]);

    expect(await api.collection.remove.mutate({ productId: first! })).toEqual({ collected: false });
    expect((await api.collection.list.query({})).items.map((item) => item.id)).toEqual([second]);
  });

  it('is for signed-in shoppers only, with translated refusals', async () => {
    const visitor = client(backend, { lang: 'ind' });
    expect((await failure(visitor.collection.list.query({}))).data?.code).toBe('UNAUTHORIZED');
    expect((await failure(visitor.collection.add.mutate({ productId: productIds[0]! }))).data?.code).toBe('UNAUTHORIZED');
    expect((await failure(visitor.footprint.clear.mutate())).data?.code).toBe('UNAUTHORIZED');
    const { api } = await shopper('ind');
    const missing = await failure(api.collection.add.mutate({ productId: 999_999 }));
    expect({ code: missing.data?.code, message: missing.message }).toEqual({ code: 'NOT_FOUND', message: 'Produk tidak ditemukan' });
    const badCursor = await failure(api.collection.list.query({ cursor: 'nope' }));
    expect({ code: badCursor.data?.code, message: badCursor.message }).toEqual({ code: 'BAD_REQUEST', message: 'Posisi halaman tidak valid' });
    expect((await failure(api.footprint.list.query({ limit: 51 }))).data?.code).toBe('BAD_REQUEST');
  });
});

describe('footprint', () => {
  it('lists, removes one and clears (empty for a new shopper); signed-in views are recorded', async () => {
    const { api } = await shopper();
    expect(await api.product.view.mutate({ id: productIds[0]! })).toEqual({ recorded: true });
    // The view reaches the footprint through the catalog's consumer (the end-to-end journey checks it).
    expect(await api.footprint.remove.mutate({ productId: productIds[0]! })).toEqual({ removed: true });
    expect(await api.footprint.clear.mutate()).toEqual({ cleared: true });
    expect(await api.footprint.list.query({})).toEqual({ items: [], nextCursor: '' });
  });

  it("records a view with an ended session as a visitor's instead of signing anyone out", async () => {
    const { api, token } = await shopper();
    await api.user.signout.mutate();
    expect(await client(backend, { token }).product.view.mutate({ id: productIds[0]! })).toEqual({ recorded: true });
  });
});

describe('product.reviews', () => {
  it('answers the rating summary and the newest reviews a keyset page at a time, publicly cacheable', async () => {
    const api = client(backend);
    let reviewed: Awaited<ReturnType<typeof api.product.reviews.query>> | undefined;
    for (const id of productIds) {
      reviewed = await api.product.reviews.query({ id, limit: 2 });
      if (reviewed.summary.count > 2) break;
    }
    const { summary, items, nextCursor } = reviewed!;
    expect(items).toHaveLength(2);
    expect(summary.starCounts.reduce((sum, count) => sum + count, 0)).toBe(summary.count);
    expect(summary.average).toBeGreaterThanOrEqual(1);
    expect(summary.average).toBeLessThanOrEqual(5);
    expect(items[0]!.createdAt).toBeInstanceOf(Date);
    expect(['en', 'zh', 'ind']).toContain(items[0]!.lang);
    expect(nextCursor).not.toBe('');
    const input = encodeURIComponent(JSON.stringify({ json: { id: productIds[0] } }));
    const response = await fetch(`${backend.baseUrl}/trpc/product.reviews?input=${input}`);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=30/);
  });
});
