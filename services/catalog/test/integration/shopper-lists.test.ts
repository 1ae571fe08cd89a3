import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PromiseClient, RunningService } from '@shop/service-kit';
import { recordFootprint } from '../../src/db/footprint-repository.js';
import { FOOTPRINT_KEPT } from '../../src/domain/shopper-lists.js';
import { demoReviewTexts } from '../../src/db/demo-data.js';
import { demoReviewsFor } from '../../src/domain/demo-reviews.js';
import { channel, startCatalog, stopCatalogs, withKey, type Catalog } from './fixture.js';

// The API only: the view consumer (which writes footprints) runs in catalog.test.ts's worker.
let api: RunningService;
let visitor: PromiseClient<Catalog>;
let asShopper: (userId?: string) => PromiseClient<Catalog>;
/** Demo product ids, newest first. */
let productIds: number[];

beforeAll(async () => {
  api = await startCatalog({ SERVICE_ROLES: 'api' });
  asShopper = channel(api, 'bff');
  visitor = asShopper();
  const { items } = await visitor.listProducts({ categoryId: 0, page: 1, pageSize: 100, lang: 'en' });
  productIds = items.map((p) => p.id);
});

afterAll(stopCatalogs);

async function sql<R>(statement: string, params: unknown[] = []): Promise<R[]> {
  return api.orm.em.fork().execute<R[]>(statement, params);
}

interface CollectionEvent {
  type: string;
  payload: { userId: string; productId: string; storeId: string | null; storeCollectionCount: number; version: number };
}

async function collectionEvents(productId?: number): Promise<CollectionEvent[]> {
  const rows = await sql<CollectionEvent>(
    `select type, payload from outbox where type in ('catalog.product.collected.v1', 'catalog.product.uncollected.v1')${productId ? ' and key = ?' : ''}`,
    productId ? [String(productId)] : [],
  );
  return rows.sort((a, b) => a.payload.version - b.payload.version);
}

async function listStore(storeId: number, productId: number): Promise<void> {
  const merchant = channel(api, 'merchant')(randomUUID());
  await merchant.setListing({ storeId, productId, listed: true }, withKey(`list-${storeId}-${productId}`));
}

describe('collection', () => {
  it('collects once however often and concurrently it is asked, counts it for the store, and uncollects once', async () => {
    const shopper = randomUUID();
    const me = asShopper(shopper);
    const productId = productIds[0]!;
    await listStore(501, productId);
    expect(await me.getCollectionState({ productId })).toEqual({ collected: false });
    // Five taps with different keys and five retries of one key, all at once.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => me.collectProduct({ productId, storeId: 0 }, withKey(`tap-${i}`))),
      ...Array.from({ length: 5 }, () => me.collectProduct({ productId, storeId: 0 }, withKey('retried'))),
    ]);
    expect(answers.every((answer) => answer.collected)).toBe(true);
    expect(await me.getCollectionState({ productId })).toEqual({ collected: true });
    expect(await sql('select 1 from collection where user_id = ?', [shopper])).toHaveLength(1);
    const [collected] = await collectionEvents(productId);
    expect(await collectionEvents(productId)).toHaveLength(1);
    expect(collected).toEqual({
      type: 'catalog.product.collected.v1',
      payload: { userId: shopper, productId: String(productId), storeId: '501', storeCollectionCount: 1, version: 1 },
    });

    await Promise.all(Array.from({ length: 4 }, (_, i) => me.uncollectProduct({ productId }, withKey(`untap-${i}`))));
    expect(await me.getCollectionState({ productId })).toEqual({ collected: false });
    const events = await collectionEvents(productId);
    expect(events.map((e) => [e.type, e.payload.storeCollectionCount, e.payload.version])).toEqual([
      ['catalog.product.collected.v1', 1, 1],
      ['catalog.product.uncollected.v1', 0, 2],
    ]);
  });

  it("keeps the store's count exact when many shoppers collect and uncollect at once, each event carrying the count after it", async () => {
    const storeId = 502;
    const [first, second] = [productIds[1]!, productIds[2]!];
    await listStore(storeId, first);
    await listStore(storeId, second);
    const shoppers = Array.from({ length: 12 }, () => randomUUID());
    await Promise.all(shoppers.flatMap((shopper) => [first, second].map((productId) => asShopper(shopper).collectProduct({ productId, storeId }, withKey(`c-${productId}`)))));
    await Promise.all(shoppers.slice(0, 5).map((shopper) => asShopper(shopper).uncollectProduct({ productId: first }, withKey('u'))));
    const events = (await collectionEvents()).filter((event) => event.payload.storeId === String(storeId));
    expect(events.map((e) => e.payload.version)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    let count = 0;
    for (const event of events) {
      count += event.type === 'catalog.product.collected.v1' ? 1 : -1;
      expect(event.payload.storeCollectionCount).toBe(count);
    }
    expect(count).toBe(19);
    const [state] = await sql<{ collection_count: number }>('select collection_count from store_collection_state where store_id = ?', [storeId]);
    expect(state!.collection_count).toBe(19);
  });

  it('counts for the store it was collected from when that store lists the product, else for the seller, else none', async () => {
    const productId = productIds[3]!;
    await listStore(511, productId);
    await listStore(512, productId);
    const storeOf = async (storeId: number) => {
      const shopper = randomUUID();
      await asShopper(shopper).collectProduct({ productId, storeId }, withKey('c'));
      const [row] = await sql<{ store_id: string | null }>('select store_id from collection where user_id = ?', [shopper]);
      return row!.store_id === null ? null : Number(row!.store_id);
    };
    expect(await storeOf(512)).toBe(512);
    expect(await storeOf(0)).toBe(511);
    expect(await storeOf(999)).toBe(511);
    const unsold = productIds[40]!;
    const shopper = randomUUID();
    await asShopper(shopper).collectProduct({ productId: unsold, storeId: 0 }, withKey('c'));
    const [event] = await collectionEvents(unsold);
    expect(event!.payload).toMatchObject({ storeId: null, storeCollectionCount: 0, version: 0 });
  });

  it('pages the collection by keyset, most recently collected first, in the language asked', async () => {
    const shopper = randomUUID();
    const me = asShopper(shopper);
    const chosen = productIds.slice(10, 15);
    for (const productId of chosen) await me.collectProduct({ productId, storeId: 0 }, withKey(`k-${productId}`));
    const first = await me.listCollection({ cursor: '', limit: 2, lang: 'zh' });
    expect(first.items.map((item) => item.product!.id)).toEqual([chosen[4], chosen[3]]);
    expect(first.nextCursor).not.toBe('');
    const second = await me.listCollection({ cursor: first.nextCursor, limit: 2, lang: 'zh' });
    const third = await me.listCollection({ cursor: second.nextCursor, limit: 2, lang: 'zh' });
    expect([...second.items, ...third.items].map((item) => item.product!.id)).toEqual([chosen[2], chosen[1], chosen[0]]);
    expect(third.nextCursor).toBe('');
    const { product } = await visitor.getProduct({ id: chosen[4]!, lang: 'zh', storeId: 0 });
    expect(first.items[0]!.product!.title).toBe(product!.title);
    // Another shopper sees none of it.
    expect((await asShopper(randomUUID()).listCollection({ cursor: '', limit: 10, lang: 'en' })).items).toEqual([]);
  });

  it('refuses bad input, unknown products, and anyone but a signed-in shopper through the BFF', async () => {
    const me = asShopper(randomUUID());
    await expect(me.collectProduct({ productId: 999_999, storeId: 0 }, withKey('x'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'product_not_found' });
    await expect(me.collectProduct({ productId: 0, storeId: 0 }, withKey('y'))).rejects.toMatchObject({ reason: 'invalid_product_id' });
    await expect(me.collectProduct({ productId: productIds[0]!, storeId: 0 }, withKey(''))).rejects.toMatchObject({ reason: 'idempotency_key_required' });
    await expect(me.listCollection({ cursor: 'garbage', limit: 10, lang: 'en' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_cursor' });
    await expect(me.listCollection({ cursor: '', limit: 51, lang: 'en' })).rejects.toMatchObject({ reason: 'invalid_limit' });
    const denied = { code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' };
    await expect(visitor.listCollection({ cursor: '', limit: 10, lang: 'en' })).rejects.toMatchObject(denied);
    await expect(visitor.collectProduct({ productId: productIds[0]!, storeId: 0 }, withKey('z'))).rejects.toMatchObject(denied);
    await expect(visitor.clearFootprint({}, withKey('z'))).rejects.toMatchObject(denied);
    await expect(channel(api, 'merchant')(randomUUID()).collectProduct({ productId: productIds[0]!, storeId: 0 }, withKey('m'))).rejects.toMatchObject(denied);
  });
});

describe('footprint', () => {
  /** A view as the consumer records it, in its own transaction. */
  const view = (userId: string, productId: number, viewedAt: Date) => api.orm.em.fork().transactional((em) => recordFootprint(em, userId, { productId, viewedAt }));

  it('keeps each product once at its latest view, latest first; a late older view changes nothing', async () => {
    const shopper = randomUUID();
    const [a, b, c] = productIds;
    await view(shopper, a!, new Date('2026-11-20T10:00:00Z'));
    await view(shopper, b!, new Date('2026-11-21T10:00:00Z'));
    await view(shopper, c!, new Date('2026-11-21T11:00:00Z'));
    await view(shopper, a!, new Date('2026-11-22T09:00:00Z'));
    await view(shopper, a!, new Date('2026-11-19T09:00:00Z'));
    // A product this database does not have.
    await view(shopper, 999_999, new Date('2026-11-23T09:00:00Z'));
    const page = await asShopper(shopper).listFootprint({ cursor: '', limit: 10, lang: 'en' });
    expect(page.items.map((item) => [item.product!.id, item.viewedAt])).toEqual([
      [a, '2026-11-22T09:00:00.000Z'],
      [c, '2026-11-21T11:00:00.000Z'],
      [b, '2026-11-21T10:00:00.000Z'],
    ]);
  });

  it('removes one or all; only a view after the removal brings a product back', async () => {
    const shopper = randomUUID();
    const me = asShopper(shopper);
    const [a, b, c] = productIds;
    const now = Date.now();
    for (const [index, productId] of [a!, b!, c!].entries()) await view(shopper, productId, new Date(now - (10 - index) * 60_000));
    await me.removeFootprint({ productId: b! }, withKey('remove-b'));
    await me.removeFootprint({ productId: b! }, withKey('remove-b'));
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items.map((item) => item.product!.id)).toEqual([c, a]);
    // A late event of a view before the removal, then a view after it.
    await view(shopper, b!, new Date(now - 5 * 60_000));
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items.map((item) => item.product!.id)).toEqual([c, a]);
    await view(shopper, b!, new Date(Date.now() + 1000));
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items.map((item) => item.product!.id)).toEqual([b, c, a]);

    await me.clearFootprint({}, withKey('clear'));
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items).toEqual([]);
    await view(shopper, c!, new Date(Date.now() + 2000));
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items.map((item) => item.product!.id)).toEqual([c]);
  });

  it('keeps out views from before a removal or a clearing whose events arrive after it', async () => {
    const shopper = randomUUID();
    const me = asShopper(shopper);
    const [a, b, c] = productIds;
    const before = new Date(Date.now() - 60_000);
    // Removed before the view's event arrived: the product has no entry yet.
    await me.removeFootprint({ productId: a! }, withKey('remove-early'));
    await view(shopper, a!, before);
    await me.clearFootprint({}, withKey('clear-early'));
    await view(shopper, b!, before);
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items).toEqual([]);
    await view(shopper, c!, new Date(Date.now() + 1000));
    expect((await me.listFootprint({ cursor: '', limit: 10, lang: 'en' })).items.map((item) => item.product!.id)).toEqual([c]);
  });

  it('keeps only the newest entries of a shopper (the oldest fall off), paged by keyset', async () => {
    const shopper = randomUUID();
    const kept = 4;
    const start = Date.parse('2026-11-01T00:00:00Z');
    const ids = productIds.slice(0, 7);
    for (const [index, productId] of ids.entries()) {
      await api.orm.em.fork().transactional((em) => recordFootprint(em, shopper, { productId, viewedAt: new Date(start + index * 60_000) }, kept));
    }
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = await asShopper(shopper).listFootprint({ cursor, limit: 3, lang: 'ind' });
      seen.push(...page.items.map((item) => item.product!.id));
      cursor = page.nextCursor;
    } while (cursor !== '');
    expect(seen).toEqual(ids.slice(-kept).reverse());
    expect(FOOTPRINT_KEPT).toBeGreaterThan(kept);
  });
});

describe('reviews', () => {
  it('answer the demo reviews newest first by keyset, with a summary that agrees with them', async () => {
    const productId = productIds.find((id) => demoReviewsFor({ id, createdAt: new Date(0) }, new Date(1), demoReviewTexts()).length >= 5)!;
    const pages = [];
    let cursor = '';
    do {
      const page = await visitor.listProductReviews({ productId, cursor, limit: 2 });
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== '');
    const reviews = pages.flatMap((page) => page.items);
    const { summary } = pages[0]!;
    expect(summary!.reviewCount).toBe(reviews.length);
    expect(summary!.starCounts).toEqual([1, 2, 3, 4, 5].map((stars) => reviews.filter((review) => review.rating === stars).length));
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    expect(summary!.averageTenths).toBe(Math.round(average * 10));
    const times = reviews.map((review) => Date.parse(review.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(new Set(reviews.map((review) => review.lang)).size).toBeGreaterThan(0);
    expect(reviews.every((review) => ['en', 'zh', 'ind'].includes(review.lang) && review.text.length > 0)).toBe(true);
  });

  it('answer an empty summary for a product without reviews, and NOT_FOUND for none', async () => {
    await expect(visitor.listProductReviews({ productId: 999_999, cursor: '', limit: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'product_not_found' });
    await expect(visitor.listProductReviews({ productId: productIds[0]!, cursor: 'nope', limit: 5 })).rejects.toMatchObject({ reason: 'invalid_cursor' });
    await sql('delete from review where product_id = ?', [productIds[0]!]);
    await sql('delete from product_rating where product_id = ?', [productIds[0]!]);
    expect(await visitor.listProductReviews({ productId: productIds[0]!, cursor: '', limit: 5 })).toEqual({
      summary: { reviewCount: 0, averageTenths: 0, starCounts: [0, 0, 0, 0, 0] },
      items: [],
      nextCursor: '',
    });
  });
});
