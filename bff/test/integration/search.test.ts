import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

describe('product.search', () => {
  it('finds products by keyword in the caller’s language and pages with a cursor', async () => {
    const zh = await client(backend, { lang: 'zh' }).product.search.query({ keyword: '衬衫', limit: 2 });
    expect(zh.items).toHaveLength(2);
    expect(zh.items.every((item) => item.title.includes('衬衫'))).toBe(true);
    expect(zh.nextCursor).toEqual(expect.any(String));
    const next = await client(backend, { lang: 'zh' }).product.search.query({ keyword: '衬衫', limit: 2, cursor: zh.nextCursor! });
    expect(next.items.map((item) => item.id)).not.toContain(zh.items[0]!.id);
    // Shoppers never see the goods cost.
    expect(zh.items[0]).not.toHaveProperty('merchantPrice');
  });

  it('filters a subcategory by price, cheapest first', async () => {
    const page = await client(backend, { lang: 'ind' }).product.search.query({ categoryId: 2901, minPrice: 50_000, sort: 'price_asc', limit: 50 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.subcategoryId === 2901 && item.price >= 50_000)).toBe(true);
    expect(page.items.map((item) => item.price)).toEqual([...page.items.map((item) => item.price)].sort((a, b) => a - b));
    expect(page.nextCursor).toBeNull();
  });

  it('refuses bad input with a translated message and no service call', async () => {
    const reversed = await failure(client(backend, { lang: 'en' }).product.search.query({ minPrice: 10, maxPrice: 5 }));
    expect(reversed.data).toMatchObject({ code: 'BAD_REQUEST' });
    const long = await failure(client(backend, { lang: 'ind' }).product.search.query({ keyword: 'x'.repeat(51) }));
    expect(long.message).toBe('Kata kunci terlalu panjang');
    const cursor = await failure(client(backend, { lang: 'zh' }).product.search.query({ cursor: 'garbage' }));
    expect(cursor.message).toBe('分页位置无效');
  });
});

describe('category.tree and search', () => {
  it('answers the category tree in the caller’s language', async () => {
    const { categories } = await client(backend, { lang: 'ind' }).category.tree.query();
    expect(categories.map((category) => category.id)).toEqual([11044364, 29, 36]);
    expect(categories[2]!.children[0]).toEqual({ id: 3601, name: 'Ponsel', children: [] });
  });

  it('keeps a signed-in shopper’s searches and needs a sign-in for them', async () => {
    const { token } = await signUpShopper(backend);
    const shopper = client(backend, { token });
    await shopper.search.remember.mutate({ keyword: 'batik' });
    await shopper.search.remember.mutate({ keyword: 'serum' });
    expect((await shopper.search.history.query()).keywords).toEqual(['serum', 'batik']);
    await shopper.search.forget.mutate({ keyword: 'serum' });
    expect((await shopper.search.history.query()).keywords).toEqual(['batik']);
    await shopper.search.forget.mutate({});
    expect((await shopper.search.history.query()).keywords).toEqual([]);
    const visitor = await failure(client(backend).search.history.query());
    expect(visitor.data).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await client(backend).search.hot.query()).keywords).toEqual(expect.any(Array));
  });
});
