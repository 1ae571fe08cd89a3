import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { catalogV1 } from '@shop/contracts';
import type { PromiseClient, RunningService } from '@shop/service-kit';
import { demoProducts as readDemoProducts } from '../../src/db/demo-data.js';
import { channel, startCatalog, stopCatalogs, withKey, type Catalog } from './fixture.js';

const demoProducts = readDemoProducts();

const shopper = '6a1e2f3d-4c5b-4a69-8877-665544332211';
const otherShopper = '7b2f3e4d-5c6b-4b7a-9988-776655443322';

let api: RunningService;
let visitor: PromiseClient<Catalog>;
let signedIn: PromiseClient<Catalog>;

beforeAll(async () => {
  // Every counted search is written at once, so hot keywords show without waiting.
  api = await startCatalog({ SEARCH_TALLY_FLUSH_MS: '0' });
  visitor = channel(api, 'bff')();
  signedIn = channel(api, 'bff')(shopper);
});

afterAll(stopCatalogs);

const search = (request: Partial<catalogV1.SearchProductsRequest>) =>
  visitor.searchProducts({ keyword: '', categoryId: 0, minPrice: 0, maxPrice: 0, sort: '', cursor: '', limit: 0, lang: 'en', ...request });

/** Every page of a search, following its cursors. */
async function allPages(request: Partial<catalogV1.SearchProductsRequest>): Promise<catalogV1.Product[]> {
  const items: catalogV1.Product[] = [];
  let cursor = '';
  for (let pages = 0; pages < 50; pages++) {
    const page = await search({ ...request, cursor });
    items.push(...page.items);
    if (page.nextCursor === '') return items;
    cursor = page.nextCursor;
  }
  throw new Error('the search never ended');
}

const titleOf = (slug: string, lang: 'en' | 'zh' | 'ind') => demoProducts.find((demo) => demo.slug === slug)!.texts[lang].title;

describe('SearchProducts: keywords in three languages', () => {
  it('finds English words in titles and descriptions, stemmed; a word cut short finds titles like it', async () => {
    const batik = await search({ keyword: 'batik shirts' });
    expect(batik.items[0]!.title).toBe(titleOf('batik-shirt-parang-slim-fit', 'en'));
    expect(batik.similar).toBe(false);
    const prefix = await search({ keyword: 'backp' });
    expect(prefix.items.map((item) => item.title)).toContain(titleOf('canvas-backpack-laptop-15', 'en'));
  });

  it('finds Indonesian words', async () => {
    const page = await search({ keyword: 'kemeja batik', lang: 'ind' });
    expect(page.items[0]!.title).toBe(titleOf('batik-shirt-parang-slim-fit', 'ind'));
  });

  it('finds Chinese keywords of two or more characters, and of one', async () => {
    const shirts = await search({ keyword: '衬衫', lang: 'zh' });
    const titles = shirts.items.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining([titleOf('batik-shirt-parang-slim-fit', 'zh'), titleOf('oxford-shirt-long-sleeve-white', 'zh')]));
    expect(titles.every((title) => title.includes('衬衫'))).toBe(true);
    const watch = await search({ keyword: '手表', lang: 'zh' });
    expect(watch.items.map((item) => item.title)).toContain(titleOf('analog-watch-stainless-mesh', 'zh'));
    const one = await search({ keyword: '衫', lang: 'zh' });
    expect(one.items.length).toBeGreaterThan(0);
    const mixed = await search({ keyword: 'polo 衫', lang: 'zh' });
    expect(mixed.items.map((item) => item.title)).toEqual([titleOf('polo-shirt-pique-cotton', 'zh')]);
  });

  it('answers titles like a misspelt keyword, and says so', async () => {
    const english = await search({ keyword: 'backpak' });
    expect(english.similar).toBe(true);
    expect(english.items.map((item) => item.title)).toContain(titleOf('canvas-backpack-laptop-15', 'en'));
    const indonesian = await search({ keyword: 'kemaja', lang: 'ind' });
    expect(indonesian.similar).toBe(true);
    expect(indonesian.items.length).toBeGreaterThan(0);
    expect(indonesian.items.every((item) => item.title.toLowerCase().includes('kemeja'))).toBe(true);
    expect((await search({ keyword: 'zzzqqqxxx' })).items).toEqual([]);
  });
});

describe('SearchProducts: categories, prices, orders and pages', () => {
  it('lists a top-level category and a subcategory', async () => {
    const cosmetics = await allPages({ categoryId: 29 });
    expect(cosmetics).toHaveLength(demoProducts.filter((demo) => demo.categoryId === 29).length);
    const makeup = await allPages({ categoryId: 2902 });
    expect(makeup.map((item) => item.subcategoryId)).toEqual(makeup.map(() => 2902));
    expect(makeup).toHaveLength(demoProducts.filter((demo) => demo.subcategoryId === 2902).length);
  });

  it('keeps to the price range', async () => {
    const page = await allPages({ minPrice: 100_000, maxPrice: 200_000 });
    expect(page).toHaveLength(demoProducts.filter((demo) => demo.price >= 100_000 && demo.price <= 200_000).length);
    expect(page.every((item) => item.price >= 100_000 && item.price <= 200_000)).toBe(true);
  });

  it('pages every order through the whole catalog once, in order', async () => {
    const orders: [string, (a: catalogV1.Product, b: catalogV1.Product) => boolean][] = [
      ['sales', (a, b) => a.sales >= b.sales],
      ['price_asc', (a, b) => a.price <= b.price],
      ['price_desc', (a, b) => a.price >= b.price],
      ['newest', (a, b) => Date.parse(a.createdAt) >= Date.parse(b.createdAt)],
    ];
    for (const [sort, inOrder] of orders) {
      const items = await allPages({ sort, limit: 7 });
      expect(new Set(items.map((item) => item.id)).size).toBe(demoProducts.length);
      expect(items.every((item, index) => index === 0 || inOrder(items[index - 1]!, item))).toBe(true);
    }
  });

  it('puts the titles with the keyword before the descriptions with it, across pages', async () => {
    for (const [lang, keyword] of [['en', 'leather'], ['ind', 'kulit'], ['en', 'usb']] as const) {
      const items = await allPages({ keyword, lang, limit: 2 });
      const inTitle = items.map((item) => item.title.toLowerCase().includes(keyword));
      expect(inTitle).toContain(true);
      expect(inTitle.indexOf(false) === -1 || inTitle.slice(inTitle.indexOf(false)).every((found) => !found)).toBe(true);
    }
  });

  it('ranks by relevance across pages without repeating a product', async () => {
    const firstPage = await search({ keyword: 'shirt', limit: 2 });
    const items = await allPages({ keyword: 'shirt', limit: 2 });
    expect(items.slice(0, 2)).toEqual(firstPage.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.length).toBeGreaterThan(4);
  });

  it('refuses bad input with its reason', async () => {
    await expect(search({ keyword: 'x'.repeat(51) })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_keyword' });
    await expect(search({ sort: 'cheapest' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_sort' });
    await expect(search({ cursor: 'garbage' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_cursor' });
    await expect(search({ minPrice: 5, maxPrice: 4 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_price_range' });
    await expect(search({ limit: 101 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_page_size' });
    await expect(search({ categoryId: 424242 })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'category_not_found' });
    await expect(search({ categoryId: -3 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_category_id' });
    // A newest-first cursor holds an instant, not a number.
    const sales = await search({ sort: 'sales', limit: 1 });
    await expect(search({ sort: 'newest', cursor: sales.nextCursor })).rejects.toMatchObject({ reason: 'invalid_cursor' });
  });
});

describe('ListCategories', () => {
  it('is the three top-level categories, each with its subcategories, named in the language asked', async () => {
    const { categories } = await visitor.listCategories({ lang: 'zh' });
    expect(categories.map((category) => [category.id, category.name])).toEqual([
      [11044364, '男装'],
      [29, '美妆护肤'],
      [36, '数码电子'],
    ]);
    expect(categories[1]!.children.map((child) => child.name)).toEqual(['护肤', '彩妆', '香水香氛', '护发']);
  });
});

describe('hot keywords', () => {
  it('are the keywords most searched as written, per language', async () => {
    for (let i = 0; i < 3; i++) await search({ keyword: 'Sneakers', lang: 'ind' });
    await search({ keyword: 'serum', lang: 'ind' });
    // A typo and a keyword that finds nothing do not count.
    await search({ keyword: 'sneakres', lang: 'ind' });
    await search({ keyword: 'qqqzzz', lang: 'ind' });
    const { keywords } = await visitor.listHotKeywords({ lang: 'ind' });
    expect(keywords[0]).toBe('sneakers');
    expect(keywords).toContain('serum');
    expect(keywords).not.toContain('sneakres');
    expect(keywords).not.toContain('qqqzzz');
    expect((await visitor.listHotKeywords({ lang: 'zh' })).keywords).not.toContain('sneakers');
  });
});

describe('search history', () => {
  it('keeps a signed-in shopper’s searches, newest first, once each', async () => {
    await signedIn.rememberSearch({ keyword: 'Batik' }, withKey('remember-1'));
    await signedIn.rememberSearch({ keyword: 'serum' }, withKey('remember-2'));
    // The same intent twice at once, then the first keyword again later.
    await Promise.all([signedIn.rememberSearch({ keyword: 'tas' }, withKey('remember-3')), signedIn.rememberSearch({ keyword: 'tas' }, withKey('remember-3'))]);
    await signedIn.rememberSearch({ keyword: 'batik ' }, withKey('remember-4'));
    expect((await signedIn.listSearchHistory({})).keywords).toEqual(['batik', 'tas', 'serum']);
    expect((await channel(api, 'bff')(otherShopper).listSearchHistory({})).keywords).toEqual([]);
  });

  it('forgets one search, then all', async () => {
    await signedIn.forgetSearch({ keyword: 'tas' }, withKey('forget-1'));
    expect((await signedIn.listSearchHistory({})).keywords).toEqual(['batik', 'serum']);
    await signedIn.forgetSearch({ keyword: '' }, withKey('forget-2'));
    expect((await signedIn.listSearchHistory({})).keywords).toEqual([]);
  });

  it('keeps the newest twenty', async () => {
    for (let i = 0; i < 22; i++) await signedIn.rememberSearch({ keyword: `kata ${i}` }, withKey(`many-${i}`));
    const { keywords } = await signedIn.listSearchHistory({});
    expect(keywords).toHaveLength(20);
    expect(keywords[0]).toBe('kata 21');
  });

  it('needs a signed-in shopper and a keyword', async () => {
    await expect(visitor.listSearchHistory({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(visitor.rememberSearch({ keyword: 'tas' }, withKey('anon-1'))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(signedIn.rememberSearch({ keyword: '  ' }, withKey('empty-1'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_keyword' });
  });
});
