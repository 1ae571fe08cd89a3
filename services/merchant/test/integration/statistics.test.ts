import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogSpec } from '@shop/catalog';
import { catalogV1, merchantV1 } from '@shop/contracts';
import { loadConfig as loadCatalogConfig } from '@shop/catalog/config';
import { createGrpcClient, createLogger, parseSigningKey, runWithRequestContext, signingKeyOf, startService, type GrpcClient, type RunningService } from '@shop/service-kit';
import { dropSchema, eventually, testDatabaseUrl, testMediaEnv, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { storeScores } from '../../src/domain/overall.js';
import { visitDay } from '../../src/domain/visit-day.js';
import { applicationForm, OPERATOR, startMerchant, withKey, type MerchantFixture } from './fixture.js';

// The merchant service with its consumer, and a real catalog (which owns listings) beside it.
let catalog: RunningService;
const catalogSchema = uniqueSchema('catalog');
let merchant: MerchantFixture;
let shopperCatalog: GrpcClient<typeof catalogV1.CatalogServiceService>;

beforeAll(async () => {
  const env = { ...testServiceEnv(), ...testMediaEnv(), ...testServiceKeyEnv('catalog'), DATABASE_SCHEMA: catalogSchema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', SERVICE_ROLES: 'api' };
  catalog = await startService(catalogSpec(loadCatalogConfig(env), createLogger({ service: 'catalog', level: 'silent' })));
  merchant = await startMerchant({ catalogUrl: `127.0.0.1:${catalog.grpc!.port}`, worker: true });
  const bffKey = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
  shopperCatalog = createGrpcClient(catalogV1.CatalogServiceService, `127.0.0.1:${catalog.grpc!.port}`, { defaultDeadlineMs: 15_000, identity: { key: bffKey, audience: 'catalog' } });
});

afterAll(async () => {
  shopperCatalog?.close();
  await merchant?.stop();
  await catalog?.stop();
  await dropSchema(testDatabaseUrl(), catalogSchema);
});

async function openStore(owner: string, storeName?: string): Promise<number> {
  const { application } = await merchant.asUser(owner).submitApplication(applicationForm(storeName ? { storeName } : {}), withKey(`apply-${owner}`));
  const { application: approved } = await merchant
    .asUser(randomUUID(), OPERATOR)
    .reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, withKey(`approve-${owner}`));
  return approved!.storeId;
}

interface Statistics {
  visits: number;
  product_count: number;
  level: number;
  overall: number;
  sales: number;
  rating: number;
  collections: number;
}

async function statisticsOf(storeId: number): Promise<Statistics> {
  const [row] = await merchant.sql<Record<keyof Statistics, string | number>>('select visits, product_count, level, overall, sales, rating, collections from store where id = ?', [storeId]);
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as unknown as Statistics;
}

/** Waits until every event this service published has been consumed (its consumer reads its own topics). */
async function allConsumed(): Promise<void> {
  await eventually(async () => {
    const [{ pending }] = (await merchant.sql<{ pending: string }>(
      `select count(*) as pending from outbox o where o.type in ('merchant.store.visited.v1', 'catalog.listing.changed.v1', 'catalog.product.collected.v1',
          'catalog.product.uncollected.v1', 'order.order.completed.v1', 'order.order.reviewed.v1')
          and not exists (select 1 from inbox i where i.event_id = o.id)`,
    )) as [{ pending: string }];
    // And every event the test sent itself, which is in no outbox here.
    const ids = [...new Set(merchant.sent.map((event) => event.id))];
    const handled = ids.length === 0 ? [] : await merchant.sql(`select distinct event_id from inbox where event_id in (${ids.map(() => '?').join(', ')})`, ids);
    return Number(pending) === 0 && handled.length === ids.length;
  }, 30_000, 'every event consumed');
}

function expectScoresFollow(stats: Statistics): void {
  expect({ level: stats.level, overall: stats.overall }).toEqual(
    storeScores({ sales: stats.sales, rating: stats.rating, visits: stats.visits, collections: stats.collections, productCount: stats.product_count }),
  );
}

describe('visits', () => {
  it('counts one visit per viewer and Jakarta day, exactly, after repeated calls, duplicate and redelivered events', async () => {
    const storeId = await openStore(randomUUID());
    const [alice, bob] = [randomUUID(), randomUUID()];
    const visitor = merchant.asVisitor();
    await merchant.asUser(alice).recordStoreVisit({ storeId, anonymousViewer: '' }, withKey('alice-1'));
    // Alice again the same day (another page view): an event, but no new visit.
    await merchant.asUser(alice).recordStoreVisit({ storeId, anonymousViewer: '' }, withKey('alice-2'));
    await merchant.asUser(bob).recordStoreVisit({ storeId, anonymousViewer: 'ignored-for-users' }, withKey('bob-1'));
    await visitor.recordStoreVisit({ storeId, anonymousViewer: 'visitor-key-1' }, withKey('anon-1'));
    // A retried call: same key, no second event.
    await visitor.recordStoreVisit({ storeId, anonymousViewer: 'visitor-key-1' }, withKey('anon-1'));
    const events = await merchant.sql<{ payload: { viewer: string; day: string } }>(`select payload from outbox where type = 'merchant.store.visited.v1' and key = ?`, [String(storeId)]);
    expect(events.map((e) => e.payload.viewer).sort()).toEqual([alice, alice, bob, 'anon:visitor-key-1'].sort());
    expect(new Set(events.map((e) => e.payload.day))).toEqual(new Set([visitDay(new Date())]));
    await allConsumed();
    expect((await statisticsOf(storeId)).visits).toBe(3);

    // The relay publishes an event again (as after a crash between sending and marking it sent);
    // and the same visit arrives as a second event with its own id.
    await merchant.sql(`update outbox set published_at = null where id = (select id from outbox where type = 'merchant.store.visited.v1' and key = ? limit 1)`, [String(storeId)]);
    await merchant.publish('merchant.store.visited.v1', String(storeId), { storeId: String(storeId), viewer: bob, day: visitDay(new Date()) });
    // Alice on another day is a new visit.
    await merchant.publish('merchant.store.visited.v1', String(storeId), { storeId: String(storeId), viewer: alice, day: '2026-01-01' });
    const sentinel = await merchant.publish('merchant.store.visited.v1', String(storeId), { storeId: String(storeId), viewer: 'anon:sentinel', day: '2026-01-01' });
    await merchant.consumed(sentinel);
    await allConsumed();
    const stats = await statisticsOf(storeId);
    expect(stats.visits).toBe(5);
    expect(await merchant.sql('select 1 from store_visit where store_id = ?', [storeId])).toHaveLength(5);
    expectScoresFollow(stats);
  });

  it('ignores a visit of a store it does not have', async () => {
    const sentinel = await merchant.publish('merchant.store.visited.v1', '999999', { storeId: '999999', viewer: 'anon:x', day: '2026-01-01' });
    await merchant.consumed(sentinel);
    expect(await merchant.sql('select 1 from dead_letter')).toHaveLength(0);
  });
});

describe('product counts from listing events', () => {
  it('keep the count of the highest listing version, whatever the order and repetition of events', async () => {
    const storeId = await openStore(randomUUID());
    const listing = (version: number, count: number) =>
      merchant.publish('catalog.listing.changed.v1', String(storeId), { storeId: String(storeId), productId: String(version), listed: true, storeProductCount: count, version });
    // Version 30 arrives first, then older ones, then 30 again as a new event.
    await listing(30, 25);
    await listing(10, 7);
    await listing(20, 60);
    await listing(30, 25);
    await allConsumed();
    let stats = await statisticsOf(storeId);
    expect(stats.product_count).toBe(25);
    expectScoresFollow(stats);
    await listing(31, 24);
    await listing(29, 99);
    await allConsumed();
    stats = await statisticsOf(storeId);
    expect(stats.product_count).toBe(24);
    expectScoresFollow(stats);
  });
});

describe('collections from collection events', () => {
  it('keep the count of the highest collection version, whatever the order and repetition, and never go below zero', async () => {
    const storeId = await openStore(randomUUID());
    const change = (type: 'catalog.product.collected.v1' | 'catalog.product.uncollected.v1', version: number, count: number) =>
      merchant.publish(type, String(version), { userId: randomUUID(), productId: String(version), storeId: String(storeId), storeCollectionCount: count, version });
    await change('catalog.product.collected.v1', 3, 3);
    await change('catalog.product.collected.v1', 1, 1);
    await change('catalog.product.uncollected.v1', 4, 2);
    await change('catalog.product.collected.v1', 2, 2);
    await change('catalog.product.collected.v1', 3, 3);
    await allConsumed();
    let stats = await statisticsOf(storeId);
    expect(stats.collections).toBe(2);
    expectScoresFollow(stats);
    await change('catalog.product.uncollected.v1', 6, 0);
    await change('catalog.product.uncollected.v1', 5, 1);
    // A collection of a product no store sells counts for none.
    await merchant.publish('catalog.product.collected.v1', '7', { userId: randomUUID(), productId: '7', storeId: null, storeCollectionCount: 0, version: 0 });
    await allConsumed();
    stats = await statisticsOf(storeId);
    expect(stats.collections).toBe(0);
    expectScoresFollow(stats);
    expect(await merchant.sql('select 1 from dead_letter')).toHaveLength(0);
  });

  it('follow shoppers collecting through the catalog, exactly, under concurrency', async () => {
    const owner = randomUUID();
    const storeId = await openStore(owner);
    const { items } = await merchant.asUser(owner).browseCatalog({ keyword: '', categoryId: 0, page: 1, pageSize: 3, lang: 'en', listedOnly: false });
    for (const item of items) await merchant.asUser(owner).setListing({ productId: item.productId, listed: true }, withKey(`list-${item.productId}`));
    const shoppers = Array.from({ length: 8 }, () => randomUUID());
    // Shoppers through the BFF: a twice-sent tap (one key) changes the collection once.
    const asShopper = <T>(shopper: string, call: () => Promise<T>) => runWithRequestContext({ requestId: randomUUID(), user: { id: shopper, roles: [] } }, call);
    const collect = (shopper: string, productId: number) => asShopper(shopper, () => shopperCatalog.call.collectProduct({ productId, storeId }, withKey(`collect-${productId}`)));
    await Promise.all(shoppers.flatMap((shopper) => items.flatMap((item) => [collect(shopper, item.productId), collect(shopper, item.productId)])));
    await Promise.all(
      shoppers.slice(0, 3).map((shopper) => asShopper(shopper, () => shopperCatalog.call.uncollectProduct({ productId: items[0]!.productId }, withKey('uncollect')))),
    );
    await eventually(async () => (await statisticsOf(storeId)).collections === 8 * 3 - 3, 30_000, 'collections followed');
    await allConsumed();
    expectScoresFollow(await statisticsOf(storeId));
  });
});

describe('sales and rating from order events', () => {
  const completed = (storeId: number, quantities: number[]) => ({
    orderId: randomUUID(),
    orderNo: '20261126-8F3K2QZP',
    storeId: String(storeId),
    storeOwnerId: randomUUID(),
    buyerId: randomUUID(),
    goodsAmount: 50_000,
    goodsCost: 35_000,
    items: quantities.map((quantity, index) => ({ productId: String(index + 1), quantity })),
    completedAt: new Date().toISOString(),
  });
  const reviewed = (storeId: number, stars: number) => ({
    orderId: randomUUID(),
    storeId: String(storeId),
    buyerId: randomUUID(),
    authorName: 'Budi',
    rating: stars,
    text: 'Barang sesuai',
    lang: 'ind' as const,
    productIds: ['1'],
    reviewedAt: new Date().toISOString(),
  });
  const ratingSums = async (storeId: number) =>
    (await merchant.sql<{ rating_sum: string; rating_count: string }>('select rating_sum, rating_count from store where id = ?', [storeId])).map((row) => [Number(row.rating_sum), Number(row.rating_count)])[0];

  it('add each completed order’s quantities to the store’s sales and each review to its rating, once per event, and the street sorts by them', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await openStore(randomUUID(), `Toko ${tag} Satu`);
    const second = await openStore(randomUUID(), `Toko ${tag} Dua`);
    const publishTo = (storeId: number) => ({
      completed: (quantities: number[]) => merchant.publish('order.order.completed.v1', String(storeId), completed(storeId, quantities)),
      reviewed: (stars: number) => merchant.publish('order.order.reviewed.v1', String(storeId), reviewed(storeId, stars)),
    });
    await publishTo(first).completed([2, 3]);
    await publishTo(first).reviewed(5);
    await publishTo(second).completed([10]);
    await publishTo(second).reviewed(3);
    await allConsumed();

    // The relay publishes both of the first store's events again (as after a crash between sending
    // and marking them sent): the inbox skips them. Events of one key keep their order, so once
    // the last one is consumed the repeats were handled.
    for (const event of merchant.sent.filter((sent) => sent.key === String(first) && sent.type.startsWith('order.order.'))) {
      await merchant.publish(event.type, event.key, event.payload, event.id);
    }
    await publishTo(first).completed([1]);
    await merchant.consumed(await publishTo(first).reviewed(4));
    await allConsumed();

    const firstStats = await statisticsOf(first);
    expect(firstStats).toMatchObject({ sales: 6, rating: 450 });
    expect(await ratingSums(first)).toEqual([9, 2]);
    expectScoresFollow(firstStats);
    const secondStats = await statisticsOf(second);
    expect(secondStats).toMatchObject({ sales: 10, rating: 300 });
    expectScoresFollow(secondStats);

    const street = async (sort: merchantV1.StreetSort) =>
      (await merchant.asVisitor().searchStreet({ query: tag, sort, ascending: false, cursor: '', limit: 10 })).items.map((store) => [store.id, store.sales, store.rating]);
    expect(await street(merchantV1.StreetSort.STREET_SORT_SALES)).toEqual([
      [second, 10, 300],
      [first, 6, 450],
    ]);
    expect(await street(merchantV1.StreetSort.STREET_SORT_RATING)).toEqual([
      [first, 6, 450],
      [second, 10, 300],
    ]);
  });

  it('reaches the levels that ask for sales and a rating from order events alone', async () => {
    const storeId = await openStore(randomUUID());
    // Level 4 asks for 50 products, 10 000 visits, 200 collections (set here), 100 sales and 4 stars (from the events).
    await merchant.sql('update store set product_count = 50, visits = 10000, collections = 200 where id = ?', [storeId]);
    await merchant.publish('order.order.completed.v1', String(storeId), completed(storeId, [100]));
    await merchant.publish('order.order.reviewed.v1', String(storeId), reviewed(storeId, 4));
    await allConsumed();
    const stats = await statisticsOf(storeId);
    expect(stats).toMatchObject({ sales: 100, rating: 400, level: 4 });
    expectScoresFollow(stats);
  });

  it('ignores an order of a store it does not have', async () => {
    await merchant.consumed(await merchant.publish('order.order.completed.v1', '999998', completed(999_998, [1])));
    await merchant.consumed(await merchant.publish('order.order.reviewed.v1', '999998', reviewed(999_998, 5)));
    expect(await merchant.sql('select 1 from dead_letter')).toHaveLength(0);
  });
});

describe('listing through the catalog', () => {
  it('a merchant lists and unlists products in their own store only, sees profit, and the count follows', async () => {
    const [owner, other] = [randomUUID(), randomUUID()];
    const storeId = await openStore(owner);
    const otherStoreId = await openStore(other);
    const me = merchant.asUser(owner);

    const page = await me.browseCatalog({ keyword: '', categoryId: 0, page: 1, pageSize: 5, lang: 'en', listedOnly: false });
    expect(page.items).toHaveLength(5);
    for (const item of page.items) {
      expect(item.profit).toBe(item.price - item.merchantPrice);
      expect(item.listed).toBe(false);
    }
    const [a, b, c] = page.items;
    for (const product of [a!, b!, c!]) {
      expect(await me.setListing({ productId: product.productId, listed: true }, withKey(`list-${product.productId}`))).toEqual({ listed: true });
    }
    // A retried click: no second change.
    await me.setListing({ productId: a!.productId, listed: true }, withKey(`list-${a!.productId}`));
    await me.setListing({ productId: b!.productId, listed: false }, withKey(`unlist-${b!.productId}`));
    // The other merchant lists one product; it lands in their store, never in this one.
    await merchant.asUser(other).setListing({ productId: c!.productId, listed: true }, withKey(`other-${c!.productId}`));

    const listed = await me.browseCatalog({ keyword: '', categoryId: 0, page: 1, pageSize: 50, lang: 'en', listedOnly: true });
    expect(listed.items.map((i) => i.productId).sort()).toEqual([a!.productId, c!.productId].sort());
    const theirs = await merchant.asUser(other).browseCatalog({ keyword: '', categoryId: 0, page: 1, pageSize: 50, lang: 'en', listedOnly: true });
    expect(theirs.items.map((i) => i.productId)).toEqual([c!.productId]);

    await eventually(async () => (await statisticsOf(storeId)).product_count === 2 && (await statisticsOf(otherStoreId)).product_count === 1, 30_000, 'product counts followed');
    await allConsumed();
    expectScoresFollow(await statisticsOf(storeId));
  });

  it('refuses listing to a non-merchant and to a suspended store', async () => {
    await expect(merchant.asUser(randomUUID()).setListing({ productId: 1, listed: true }, withKey('nobody'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'not_a_merchant' });
    const owner = randomUUID();
    const storeId = await openStore(owner);
    await merchant.asUser(randomUUID(), OPERATOR).setStoreStatus({ storeId, status: merchantV1.StoreStatus.STORE_STATUS_SUSPENDED, reason: 'Dibekukan' }, withKey('freeze'));
    await expect(merchant.asUser(owner).setListing({ productId: 1, listed: true }, withKey('frozen'))).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'store_suspended' });
    await expect(merchant.asUser(owner).browseCatalog({ keyword: '', categoryId: 0, page: 1, pageSize: 5, lang: 'en', listedOnly: false })).rejects.toMatchObject({ reason: 'store_suspended' });
  });
});
