import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { catalogV1 } from '@shop/contracts';
import { migrate, migrationList, type PromiseClient, type RunningService } from '@shop/service-kit';
import { testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { entities } from '../../src/db/entities.js';
import { Migration20261123000000Catalog } from '../../src/db/migrations/Migration20261123000000Catalog.js';
import { demoProducts as readDemoProducts } from '../../src/db/demo-data.js';
import { demoListingPicks } from '../../src/domain/demo-listings.js';
import { channel, envFor, logger, schemas, startCatalog, stopCatalogs, withKey, type Catalog } from './fixture.js';

const demoProducts = readDemoProducts();

const owner = '0d4f1c2e-5b6a-4c7d-8e9f-1a2b3c4d5e6f';

let api: RunningService;
let merchant: PromiseClient<Catalog>;
let bff: PromiseClient<Catalog>;
/** Demo product ids, newest first. */
let productIds: number[];

beforeAll(async () => {
  api = await startCatalog();
  merchant = channel(api, 'merchant')(owner);
  bff = channel(api, 'bff')();
  const { items } = await bff.listProducts({ categoryId: 0, page: 1, pageSize: 100, lang: 'en' });
  productIds = items.map((p) => p.id);
});

afterAll(stopCatalogs);

interface ListingEvent {
  storeId: string;
  productId: string;
  listed: boolean;
  storeProductCount: number;
  version: number;
}

async function listingEvents(service: RunningService, storeId: number): Promise<ListingEvent[]> {
  const rows = await service.orm.em
    .fork()
    .execute<{ payload: ListingEvent }[]>(`select payload from outbox where type = 'catalog.listing.changed.v1' and key = ?`, [String(storeId)]);
  return rows.map((row) => row.payload).sort((a, b) => a.version - b.version);
}

async function listedProducts(storeId: number): Promise<number[]> {
  const rows = await api.orm.em.fork().execute<{ product_id: string }[]>('select product_id from listing where store_id = ? order by product_id', [storeId]);
  return rows.map((row) => Number(row.product_id));
}

describe('SetListing', () => {
  it('lists and unlists; a repeat of either changes nothing and publishes nothing', async () => {
    const storeId = 101;
    const [a, b] = productIds;
    expect(await merchant.setListing({ storeId, productId: a!, listed: true }, withKey('set-1'))).toEqual({ listed: true, storeProductCount: 1 });
    expect(await merchant.setListing({ storeId, productId: b!, listed: true }, withKey('set-2'))).toEqual({ listed: true, storeProductCount: 2 });
    // Listing a listed product again (another intent, another key).
    expect(await merchant.setListing({ storeId, productId: a!, listed: true }, withKey('set-3'))).toEqual({ listed: true, storeProductCount: 2 });
    expect(await merchant.setListing({ storeId, productId: a!, listed: false }, withKey('set-4'))).toEqual({ listed: false, storeProductCount: 1 });
    expect(await merchant.setListing({ storeId, productId: a!, listed: false }, withKey('set-5'))).toEqual({ listed: false, storeProductCount: 1 });

    expect(await listedProducts(storeId)).toEqual([b]);
    expect(await listingEvents(api, storeId)).toEqual([
      { storeId: '101', productId: String(a), listed: true, storeProductCount: 1, version: 1 },
      { storeId: '101', productId: String(b), listed: true, storeProductCount: 2, version: 2 },
      { storeId: '101', productId: String(a), listed: false, storeProductCount: 1, version: 3 },
    ]);
  });

  it('changes state once for a duplicate with one key, even sent concurrently', async () => {
    const storeId = 102;
    const request = { storeId, productId: productIds[0]!, listed: true };
    const answers = await Promise.all(Array.from({ length: 5 }, () => merchant.setListing(request, withKey('dup-key'))));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ listed: true, storeProductCount: 1 })));
    expect(await listingEvents(api, storeId)).toHaveLength(1);
    // The same key for another product is a mistake, refused.
    await expect(merchant.setListing({ ...request, productId: productIds[1]! }, withKey('dup-key'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'idempotency_key_reused' });
    expect(await listedProducts(storeId)).toEqual([productIds[0]]);
  });

  it('keeps an exact count and one version per change when products are listed concurrently', async () => {
    const storeId = 103;
    const chosen = productIds.slice(0, 24);
    await Promise.all(chosen.map((productId) => merchant.setListing({ storeId, productId, listed: true }, withKey(`many-${productId}`))));
    const half = chosen.slice(0, 12);
    await Promise.all(half.map((productId) => merchant.setListing({ storeId, productId, listed: false }, withKey(`unlist-${productId}`))));

    expect(await listedProducts(storeId)).toEqual(chosen.slice(12).sort((x, y) => x - y));
    const events = await listingEvents(api, storeId);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    // Each event's count follows from the one before it.
    let count = 0;
    for (const event of events) {
      count += event.listed ? 1 : -1;
      expect(event.storeProductCount).toBe(count);
    }
    expect(count).toBe(12);
    const { total } = await bff.listStoreProducts({ storeId, page: 1, pageSize: 1, lang: 'en' });
    expect(total).toBe(12);
  });

  it('refuses an unknown product or a bad id, changing nothing', async () => {
    const storeId = 104;
    await expect(merchant.setListing({ storeId, productId: 999_999, listed: true }, withKey('bad-1'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'product_not_found' });
    await expect(merchant.setListing({ storeId, productId: 0, listed: true }, withKey('bad-2'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_product_id' });
    await expect(merchant.setListing({ storeId: -4, productId: productIds[0]!, listed: true }, withKey('bad-3'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_store_id' });
    expect(await listedProducts(storeId)).toEqual([]);
    expect(await listingEvents(api, storeId)).toEqual([]);
  });

  it('is only for the merchant service acting for a user', async () => {
    const denied = { code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' };
    const asShopper = channel(api, 'bff')(owner);
    await expect(asShopper.setListing({ storeId: 105, productId: productIds[0]!, listed: true }, withKey('bff-1'))).rejects.toMatchObject(denied);
    await expect(asShopper.browseForStore({ storeId: 105, keyword: '', categoryId: 0, page: 1, pageSize: 10, lang: 'en', listedOnly: false })).rejects.toMatchObject(denied);
    const merchantWithoutUser = channel(api, 'merchant')();
    await expect(merchantWithoutUser.setListing({ storeId: 105, productId: productIds[0]!, listed: true }, withKey('anon-1'))).rejects.toMatchObject(denied);
    await expect(merchant.listStoreProducts({ storeId: 105, page: 1, pageSize: 10, lang: 'en' })).rejects.toMatchObject(denied);
    expect(await listedProducts(105)).toEqual([]);
  });
});

describe('ListStoreProducts', () => {
  it('pages through a store, most recently listed first, with texts in the language asked', async () => {
    const storeId = 201;
    const chosen = productIds.slice(5, 10);
    // One at a time, so each is listed after the one before.
    for (const productId of chosen) await merchant.setListing({ storeId, productId, listed: true }, withKey(`page-${productId}`));
    const newestFirst = [...chosen].reverse();

    const pages = await Promise.all([1, 2, 3].map((page) => bff.listStoreProducts({ storeId, page, pageSize: 2, lang: 'zh' })));
    expect(pages.map((p) => p.items.map((item) => item.id))).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([[5, 1, 2], [5, 2, 2], [5, 3, 2]]);
    const { product } = await bff.getProduct({ id: newestFirst[0]!, lang: 'zh', storeId: 0 });
    // A list carries the first picture only.
    expect(pages[0]!.items[0]).toEqual({ ...product, images: product!.images.slice(0, 1) });

    expect(await bff.listStoreProducts({ storeId, page: 9, pageSize: 2, lang: 'en' })).toMatchObject({ items: [], total: 5, page: 9 });
    expect(await bff.listStoreProducts({ storeId: 299, page: 1, pageSize: 2, lang: 'en' })).toMatchObject({ items: [], total: 0 });
    await expect(bff.listStoreProducts({ storeId, page: 1, pageSize: 500, lang: 'en' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_page_size' });
    await expect(bff.listStoreProducts({ storeId: 0, page: 1, pageSize: 5, lang: 'en' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_store_id' });
  });
});

describe('GetProduct seller', () => {
  it('is the store asked for when it lists the product, else the first to list it, else none', async () => {
    // A product no store lists yet (other tests list some).
    const [unlisted] = await api.orm.em
      .fork()
      .execute<{ id: number }[]>('select min(id)::int as id from product where id not in (select product_id from listing)');
    const productId = unlisted!.id;
    const sellerOf = async (storeId: number) => (await bff.getProduct({ id: productId, lang: 'en', storeId })).sellerStoreId;
    expect(await sellerOf(0)).toBe(0);

    // One after the other, so 402 lists it first.
    for (const storeId of [402, 401, 403]) await merchant.setListing({ storeId, productId, listed: true }, withKey(`seller-${storeId}`));
    expect(await sellerOf(0)).toBe(402);
    expect(await sellerOf(403)).toBe(403);
    // A store that does not list it is no seller of it.
    expect(await sellerOf(499)).toBe(402);

    await merchant.setListing({ storeId: 402, productId, listed: false }, withKey('seller-402-off'));
    expect(await sellerOf(0)).toBe(401);
    await expect(bff.getProduct({ id: productId, lang: 'en', storeId: -4 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_store_id' });
  });
});

describe('BrowseForStore', () => {
  const browse = (query: Partial<catalogV1.BrowseForStoreRequest>) =>
    merchant.browseForStore({ storeId: 301, keyword: '', categoryId: 0, page: 1, pageSize: 100, lang: 'en', listedOnly: false, ...query });

  it('shows the whole catalog newest first, each product with whether the store lists it', async () => {
    const listed = productIds.slice(2, 4);
    for (const productId of listed) await merchant.setListing({ storeId: 301, productId, listed: true }, withKey(`browse-${productId}`));
    const all = await browse({});
    expect(all.total).toBe(demoProducts.length);
    expect(all.items.map((item) => item.product!.id)).toEqual(productIds);
    expect(all.items.filter((item) => item.listed).map((item) => item.product!.id)).toEqual(listed);
    // Merchant-facing: the goods cost comes along.
    expect(all.items.every((item) => item.product!.merchantPrice > 0 && item.product!.merchantPrice < item.product!.price)).toBe(true);

    const mine = await browse({ listedOnly: true });
    expect(mine).toMatchObject({ total: 2 });
    expect(mine.items.map((item) => [item.product!.id, item.listed])).toEqual(listed.map((id) => [id, true]));
    // Another store sees none of them listed.
    const other = await merchant.browseForStore({ storeId: 302, keyword: '', categoryId: 0, page: 1, pageSize: 100, lang: 'en', listedOnly: true });
    expect(other).toMatchObject({ items: [], total: 0 });
  });

  it('finds products by part of the title in the language asked, whatever the case and accents', async () => {
    const batikInd = demoProducts.filter((d) => /batik/i.test(d.texts.ind.title));
    expect(batikInd.length).toBeGreaterThan(0);
    for (const keyword of ['batik', 'BÁTIK', '  Bâtik ']) {
      const found = await browse({ keyword, lang: 'ind' });
      expect(found.total).toBe(batikInd.length);
      expect(found.items.every((item) => /batik/i.test(item.product!.title))).toBe(true);
    }
    const kemeja = demoProducts.filter((d) => /kemeja/i.test(d.texts.ind.title));
    expect((await browse({ keyword: 'KEMÉJA', lang: 'ind' })).total).toBe(kemeja.length);
    // Indonesian words are not in the English titles.
    expect((await browse({ keyword: 'kemeja', lang: 'en' })).total).toBe(0);
    // Wildcards are taken literally: only the titles with a real "10%" match.
    const tenPercent = demoProducts.filter((d) => d.texts.en.title.includes('10%')).length;
    expect(tenPercent).toBeGreaterThan(0);
    expect((await browse({ keyword: '10%' })).total).toBe(tenPercent);
    expect((await browse({ keyword: '1_%' })).total).toBe(0);
  });

  it('filters by category and pages past the end with the total', async () => {
    const digital = demoProducts.filter((d) => d.categoryId === 36).length;
    const page = await browse({ categoryId: 36, pageSize: 5 });
    expect(page).toMatchObject({ total: digital, page: 1, pageSize: 5 });
    expect(page.items.every((item) => item.product!.categoryId === 36)).toBe(true);
    expect(await browse({ categoryId: 36, page: 50, pageSize: 5 })).toMatchObject({ items: [], total: digital });
    await expect(browse({ categoryId: 12345 })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'category_not_found' });
  });

  it('refuses a keyword too long', async () => {
    await expect(browse({ keyword: 'x'.repeat(51) })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_keyword' });
  });
});

describe('demo listings', () => {
  it('lists a deterministic pick of demo products in stores 1..N once, each with its event', async () => {
    const schema = uniqueSchema('catalog');
    const seeded = await startCatalog({ SEED_DEMO_LISTING_STORES: '3' }, schema);
    const { items } = await channel(seeded, 'bff')().listProducts({ categoryId: 0, page: 1, pageSize: 100, lang: 'en' });
    const ids = items.map((p) => p.id).sort((x, y) => x - y);
    for (const storeId of [1, 2, 3]) {
      const picks = demoListingPicks(storeId, ids);
      const events = await listingEvents(seeded, storeId);
      expect(events.map((e) => Number(e.productId))).toEqual(picks);
      expect(events.at(-1)).toMatchObject({ storeProductCount: picks.length, version: picks.length });
      const page = await channel(seeded, 'bff')().listStoreProducts({ storeId, page: 1, pageSize: 100, lang: 'en' });
      expect(page.items.map((p) => p.id)).toEqual([...picks].reverse());
    }
    // A restart (or a second replica) adds nothing.
    const restarted = await startCatalog({ SEED_DEMO_LISTING_STORES: '3' }, schema);
    const [counted] = await restarted.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from outbox where type = 'catalog.listing.changed.v1'`);
    expect(Number(counted!.n)).toBe([1, 2, 3].reduce((sum, storeId) => sum + demoListingPicks(storeId, ids).length, 0));
  });

  it('is refused in production', () => {
    expect(() => loadConfig(envFor('catalog', { NODE_ENV: 'production', SEED_DEMO_LISTING_STORES: '60' }))).toThrow(/SEED_DEMO_LISTING_STORES: no demo listings in production/);
    expect(loadConfig(envFor('catalog')).SEED_DEMO_LISTING_STORES).toBe(0);
  });
});

describe('the listings migration', () => {
  it('folds the titles of a catalog loaded before it, so they are found without their accents', async () => {
    const schema = uniqueSchema('catalog');
    schemas.push(schema);
    await migrate({ url: testDatabaseUrl(), schema, entities, logger: logger(), migrations: migrationList(Migration20261123000000Catalog) });
    const em = api.orm.em.fork();
    await em.execute(`insert into ${schema}.product (id, slug, category_id, image, price, merchant_price) values (1, 'kopi', 29, '/img/kopi.svg', 50000, 30000)`);
    await em.execute(`insert into ${schema}.product_text (product_id, lang, title, description) values (1, 'en', 'Kafé  ÑUSANTARA Blend', ''), (1, 'ind', 'Kopi Ñusantara', '')`);

    const migrated = await startCatalog({ SEED_DEMO_CATALOG: 'false' }, schema);
    const rows = await migrated.orm.em.fork().execute<{ title: string; title_folded: string }[]>('select title, title_folded from product_text order by lang');
    expect(rows).toEqual([
      { title: 'Kafé  ÑUSANTARA Blend', title_folded: 'kafe nusantara blend' },
      { title: 'Kopi Ñusantara', title_folded: 'kopi nusantara' },
    ]);
    const found = await channel(migrated, 'merchant')(owner).browseForStore({ storeId: 1, keyword: 'kafe nusantara', categoryId: 0, page: 1, pageSize: 10, lang: 'en', listedOnly: false });
    expect(found.items.map((item) => item.product!.title)).toEqual(['Kafé  ÑUSANTARA Blend']);
  });
});
