import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, type EventPayload, type EventType } from '@shop/contracts';
import { objectStoreFromConfig, PRODUCT_IMAGE_WIDTHS, type ObjectStore } from '@shop/media';
import {
  createGrpcClient,
  createLogger,
  createUseCaseRunner,
  IDEMPOTENCY_KEY_HEADER,
  ownCall,
  parseSigningKey,
  runWithRequestContext,
  signingKeyOf,
  startService,
  type GrpcClient,
  type RunningService,
} from '@shop/service-kit';
import { dropSchema, eventually, testDatabaseUrl, testEvents, testMediaEnv, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { DEMO_IMAGES_PER_PRODUCT, seedDemoProductImages } from '../../src/application/seed-demo-product-images.js';
import { loadConfig } from '../../src/config.js';
import { demoProducts as readDemoProducts } from '../../src/db/demo-data.js';
import { catalogSpec } from '../../src/service.js';

const demoProducts = readDemoProducts();

const schema = uniqueSchema('catalog');
const env = { ...testServiceEnv(), ...testMediaEnv(), DATABASE_SCHEMA: schema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', ...testServiceKeyEnv('catalog') };
let api: RunningService;
let worker: ChildProcess;
let client: GrpcClient<typeof catalogV1.CatalogServiceService>;

// The first run on a machine draws the demo pictures into the shared test store: over a minute
// when the machine is busy (the stack allows four).
beforeAll(async () => {
  // The API (gRPC + outbox relay) runs here; the consumer runs in a separate process.
  api = await startService(catalogSpec(loadConfig({ ...env, SERVICE_ROLES: 'api' }), createLogger({ service: 'catalog', level: 'silent' })));
  worker = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../dist/main.js')], {
    env: { ...process.env, ...env, SERVICE_ROLES: 'worker', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const bffKey = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
  client = createGrpcClient(catalogV1.CatalogServiceService, `127.0.0.1:${api.grpc!.port}`, { identity: { key: bffKey, audience: 'catalog' } });
}, 240_000);

afterAll(async () => {
  client.close();
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.kill('SIGTERM');
  await exited;
  await api.stop();
  await dropSchema(testDatabaseUrl(), schema);
});

async function viewsOf(id: number): Promise<number> {
  const rows = await api.orm.em.fork().execute<{ views: string }[]>('select views from product where id = ?', [id]);
  return Number(rows[0]?.views);
}

describe('ListProducts', () => {
  it('pages through the seeded demo catalog, newest first', async () => {
    const first = await client.call.listProducts({ categoryId: 0, page: 1, pageSize: 20, lang: 'en' });
    expect(first.total).toBe(demoProducts.length);
    expect(first.items).toHaveLength(20);
    const times = first.items.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await client.call.listProducts({ categoryId: 0, page: 3, pageSize: 20, lang: 'en' });
    expect(last.items).toHaveLength(demoProducts.length - 40);
    const beyond = await client.call.listProducts({ categoryId: 0, page: 9, pageSize: 20, lang: 'en' });
    expect(beyond).toMatchObject({ items: [], total: demoProducts.length, page: 9 });
  });

  it('filters by category', async () => {
    for (const categoryId of [11044364, 29, 36]) {
      const page = await client.call.listProducts({ categoryId, page: 1, pageSize: 100, lang: 'ind' });
      expect(page.total).toBe(demoProducts.filter((p) => p.categoryId === categoryId).length);
      expect(page.items.every((p) => p.categoryId === categoryId)).toBe(true);
    }
  });

  it('answers texts in the caller language, Indonesian by default', async () => {
    const [en, zh, fallback] = await Promise.all(
      ['en', 'zh', 'xx'].map((lang) => client.call.listProducts({ categoryId: 29, page: 1, pageSize: 1, lang })),
    );
    const demo = demoProducts.find((p) => p.texts.en.title === en!.items[0]!.title)!;
    expect(zh!.items[0]!.title).toBe(demo.texts.zh.title);
    expect(fallback!.items[0]!.title).toBe(demo.texts.ind.title);
  });

  it('rejects bad paging and unknown categories', async () => {
    await expect(client.call.listProducts({ categoryId: 0, page: 1, pageSize: 1000, lang: 'en' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_page_size' });
    await expect(client.call.listProducts({ categoryId: 0, page: -2, pageSize: 10, lang: 'en' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_page' });
    await expect(client.call.listProducts({ categoryId: 12345, page: 1, pageSize: 10, lang: 'en' })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'category_not_found' });
  });
});

describe('GetProduct', () => {
  it('answers one product in the caller language, with its whole gallery', async () => {
    const { items } = await client.call.listProducts({ categoryId: 36, page: 1, pageSize: 1, lang: 'zh' });
    const { product } = await client.call.getProduct({ id: items[0]!.id, lang: 'zh', storeId: 0 });
    expect(product!.images).toHaveLength(DEMO_IMAGES_PER_PRODUCT);
    // A list carries the first picture only.
    expect({ ...product, images: product!.images.slice(0, 1) }).toEqual(items[0]);
  });

  it('answers NOT_FOUND and INVALID_ARGUMENT', async () => {
    await expect(client.call.getProduct({ id: 999_999, lang: 'en', storeId: 0 })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'product_not_found' });
    await expect(client.call.getProduct({ id: -1, lang: 'en', storeId: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_product_id' });
  });
});

describe('demo product pictures', () => {
  const mediaDir = testMediaEnv().MEDIA_DIR;

  it('gives every demo product its own gallery, each picture a square WebP per width under /media', async () => {
    const { items } = await client.call.listProducts({ categoryId: 0, page: 1, pageSize: 100, lang: 'en' });
    const galleries = await Promise.all(items.map(async ({ id }) => (await client.call.getProduct({ id, lang: 'en', storeId: 0 })).product!.images));
    const keys = galleries.flat().map((image) => image.key);
    expect(galleries.every((gallery) => gallery.length === DEMO_IMAGES_PER_PRODUCT)).toBe(true);
    expect(new Set(keys).size).toBe(demoProducts.length * DEMO_IMAGES_PER_PRODUCT);

    for (const image of galleries.flat()) {
      expect(image.key).toMatch(/^products\/[0-9a-f]{64}$/);
      expect(image.variants).toEqual(PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, url: `/media/${image.key}/${width}.webp` })));
    }
    for (const variant of galleries[0]![0]!.variants) {
      const bytes = await readFile(path.join(mediaDir, variant.url.slice('/media/'.length)));
      expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    }
  });

  it('draws nothing again for pictures already stored, and attaches them to a product that lost its own', async () => {
    const { items } = await client.call.listProducts({ categoryId: 29, page: 1, pageSize: 1, lang: 'en' });
    const id = items[0]!.id;
    const before = (await client.call.getProduct({ id, lang: 'en', storeId: 0 })).product!.images;
    await api.orm.em.fork().execute('delete from product_image where product_id = ?', [id]);
    await api.orm.em.fork().execute(`update product set image_key = '' where id = ?`, [id]);
    const store = objectStoreFromConfig(loadConfig(env));
    const puts: string[] = [];
    const watched: ObjectStore = { exists: (key) => store.exists(key), publicUrl: (key) => store.publicUrl(key), put: async (key) => void puts.push(key) };

    const seed = () => seedDemoProductImages(createUseCaseRunner(api.orm), watched, ownCall('catalog'));
    expect(await seed()).toBe(1);
    expect(puts).toEqual([]);
    expect((await client.call.getProduct({ id, lang: 'en', storeId: 0 })).product!.images).toEqual(before);
    expect(await seed()).toBe(0);
  });
});

const withKey = (key: string) => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

async function latestViewEvent(productId: number): Promise<string> {
  const rows = await api.orm.em.fork().execute<{ id: string }[]>('select id from outbox where key = ? order by occurred_at desc limit 1', [String(productId)]);
  return rows[0]!.id;
}

async function consumed(eventId: string): Promise<boolean> {
  return (await api.orm.em.fork().execute('select 1 from inbox where event_id = ?', [eventId])).length > 0;
}

describe('RecordProductView and ProductViewed', () => {
  it('counts each view exactly once in the worker process, even when a call or an event is repeated', async () => {
    const { items } = await client.call.listProducts({ categoryId: 36, page: 1, pageSize: 1, lang: 'en' });
    const id = items[0]!.id;
    // The first view is a signed-in shopper's: the event names the user the assertion carries.
    const viewer = '5d0c1f7e-8a3b-4c2d-9e1f-0a1b2c3d4e5f';
    await runWithRequestContext({ requestId: 'view-as-shopper', user: { id: viewer, roles: [] } }, () =>
      client.call.recordProductView({ productId: id }, withKey('view-key-0')),
    );
    const [first] = await api.orm.em.fork().execute<{ payload: { viewerId: string | null } }[]>('select payload from outbox where key = ? order by occurred_at limit 1', [String(id)]);
    expect(first!.payload.viewerId).toBe(viewer);
    for (let i = 1; i < 3; i++) {
      await client.call.recordProductView({ productId: id }, withKey(`view-key-${i}`));
    }
    // A client retry of the last call: same key, no second view.
    await client.call.recordProductView({ productId: id }, withKey('view-key-2'));
    await eventually(async () => (await viewsOf(id)) === 3, 20_000, 'three views counted');

    // Deliver one event a second time, as a relay crash after publishing would.
    await api.orm.em.fork().execute(`update outbox set published_at = null where id = (select id from outbox where key = ? limit 1)`, [String(id)]);
    await eventually(async () => {
      const pending = await api.orm.em.fork().execute('select 1 from outbox where published_at is null');
      return pending.length === 0;
    }, 10_000, 'event republished');
    // A sentinel view on the same product (same partition, so consumed after the duplicate).
    await client.call.recordProductView({ productId: id }, withKey('view-key-sentinel'));
    const sentinel = await latestViewEvent(id);
    await eventually(() => consumed(sentinel), 20_000, 'sentinel consumed');
    expect(await viewsOf(id)).toBe(4);
  });

  it("puts a signed-in viewer's products in their footprint, latest view first, and never a visitor's", async () => {
    const { items } = await client.call.listProducts({ categoryId: 29, page: 1, pageSize: 3, lang: 'en' });
    const [a, b] = items.map((item) => item.id);
    const shopper = '7e2a9c41-0b3d-4f5e-8a6b-9c0d1e2f3a4b';
    const asShopper = <T>(call: () => Promise<T>) => runWithRequestContext({ requestId: 'footprint', user: { id: shopper, roles: [] } }, call);
    await asShopper(() => client.call.recordProductView({ productId: a! }, withKey('footprint-a')));
    await asShopper(() => client.call.recordProductView({ productId: b! }, withKey('footprint-b')));
    await client.call.recordProductView({ productId: items[2]!.id }, withKey('footprint-visitor'));
    const footprint = () => asShopper(() => client.call.listFootprint({ cursor: '', limit: 10, lang: 'en' }));
    await eventually(async () => (await footprint()).items.length === 2, 20_000, 'both views in the footprint');
    await asShopper(() => client.call.recordProductView({ productId: a! }, withKey('footprint-a-again')));
    await eventually(async () => (await footprint()).items[0]?.product?.id === a, 20_000, 'the latest view first');
    expect((await footprint()).items.map((item) => item.product!.id)).toEqual([a, b]);
    const visitorRows = await api.orm.em.fork().execute('select 1 from footprint where product_id = ?', [items[2]!.id]);
    expect(visitorRows).toEqual([]);
  });

  it('needs an idempotency key, and refuses one reused for another product', async () => {
    const { items } = await client.call.listProducts({ categoryId: 29, page: 1, pageSize: 2, lang: 'en' });
    // The client attaches a fresh key to every command; a caller that sends no usable one is refused.
    await expect(client.call.recordProductView({ productId: items[0]!.id }, withKey(''))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'idempotency_key_required' });
    await client.call.recordProductView({ productId: items[0]!.id }, withKey('view-key-reused'));
    await expect(client.call.recordProductView({ productId: items[1]!.id }, withKey('view-key-reused'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'idempotency_key_reused',
    });
  });

  it('answers NOT_FOUND for a missing product and records no view', async () => {
    await expect(client.call.recordProductView({ productId: 999_999 }, withKey('view-key-missing'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'product_not_found' });
    const rows = await api.orm.em.fork().execute(`select 1 from outbox where key = '999999'`);
    expect(rows).toHaveLength(0);
  });
});

describe('order events', () => {
  // Sent as the order service's relay would, signed in as its Kafka user.
  const events = testEvents();
  afterAll(() => events.close());
  const publish = <T extends EventType>(type: T, key: string, payload: EventPayload<T>, id?: string) => events.send(type, key, payload, id ? { id } : {});

  async function salesOf(id: number): Promise<number> {
    const rows = await api.orm.em.fork().execute<{ sales: number }[]>('select sales from product where id = ?', [id]);
    return Number(rows[0]?.sales);
  }

  it('order.order.completed.v1 adds the quantities to each product’s sales once, even when the event is delivered again', async () => {
    const { items } = await client.call.listProducts({ categoryId: 36, page: 1, pageSize: 2, lang: 'en' });
    const [a, b] = items.map((item) => item.id) as [number, number];
    const [salesA, salesB] = [await salesOf(a), await salesOf(b)];
    const orderId = randomUUID();
    const completed = (quantities: [number, number][]) => ({
      orderId,
      orderNo: '20261126-8F3K2QZP',
      storeId: '1',
      storeOwnerId: randomUUID(),
      buyerId: randomUUID(),
      goodsAmount: 100_000,
      goodsCost: 70_000,
      items: quantities.map(([productId, quantity]) => ({ productId: String(productId), quantity })),
      completedAt: new Date().toISOString(),
    });
    // A product twice in one order adds both quantities; a product the catalog no longer has is skipped.
    const first = completed([[a, 2], [b, 1], [a, 1], [999_999, 4]]);
    const eventId = await publish('order.order.completed.v1', orderId, first);
    await eventually(() => consumed(eventId), 20_000, 'completion consumed');
    // Delivered again, as after a relay's crash between sending it and marking it sent.
    await publish('order.order.completed.v1', orderId, first, eventId);
    // A sentinel on the same key (same partition, so consumed after the duplicate).
    const sentinel = await publish('order.order.completed.v1', orderId, completed([[b, 5]]));
    await eventually(() => consumed(sentinel), 20_000, 'sentinel consumed');

    expect([await salesOf(a), await salesOf(b)]).toEqual([salesA + 3, salesB + 6]);
    expect(await api.orm.em.fork().execute('select 1 from dead_letter')).toHaveLength(0);
  });

  it('order.order.reviewed.v1 gives each product of the order one review under the buyer’s name, counted in its rating, however often it arrives', async () => {
    const { items } = await client.call.listProducts({ categoryId: 29, page: 1, pageSize: 2, lang: 'en' });
    const [c, d] = items.map((item) => item.id) as [number, number];
    const reviewsOf = (productId: number) => client.call.listProductReviews({ productId, cursor: '', limit: 50 });
    const before = await reviewsOf(c);
    const buyerId = randomUUID();
    const reviewed = {
      orderId: randomUUID(),
      storeId: '1',
      buyerId,
      authorName: 'Siti Rahayu',
      rating: 4,
      text: 'Barang sesuai, pengiriman cepat.',
      lang: 'ind' as const,
      productIds: [String(c), String(d), String(c), '999999'],
      reviewedAt: new Date().toISOString(),
    };
    const eventId = await publish('order.order.reviewed.v1', reviewed.orderId, reviewed);
    await eventually(() => consumed(eventId), 20_000, 'review consumed');
    await publish('order.order.reviewed.v1', reviewed.orderId, reviewed, eventId);
    // The same review published again as a new event: the (order, product) review already exists.
    const again = await publish('order.order.reviewed.v1', reviewed.orderId, reviewed);
    await eventually(() => consumed(again), 20_000, 'repeated review consumed');

    const after = await reviewsOf(c);
    expect(after.summary!.reviewCount).toBe(before.summary!.reviewCount + 1);
    expect(after.summary!.starCounts).toEqual(before.summary!.starCounts.map((count, index) => (index === 3 ? count + 1 : count)));
    const written = after.items.filter((review) => review.authorName === 'Siti Rahayu');
    expect(written.map((review) => [review.rating, review.text, review.lang, review.createdAt])).toEqual([[4, reviewed.text, 'ind', reviewed.reviewedAt]]);
    expect((await reviewsOf(d)).items.filter((review) => review.authorName === 'Siti Rahayu')).toHaveLength(1);
    const rows = await api.orm.em.fork().execute<{ product_id: string; author_id: string }[]>('select product_id, author_id from review where order_id = ? order by product_id', [reviewed.orderId]);
    expect(rows.map((row) => [Number(row.product_id), row.author_id])).toEqual([c, d].sort((x, y) => x - y).map((id) => [id, buyerId]));
    expect(await api.orm.em.fork().execute('select 1 from dead_letter')).toHaveLength(0);
  });
});
