import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PromiseClient, RunningService } from '@shop/service-kit';
import { channel, startCatalog, stopCatalogs, withKey, type Catalog } from './fixture.js';

const owner = '0d4f1c2e-5b6a-4c7d-8e9f-1a2b3c4d5e6f';
const storeId = 301;

let api: RunningService;
let orders: PromiseClient<Catalog>;
let productIds: number[];

beforeAll(async () => {
  api = await startCatalog();
  orders = channel(api, 'order')();
  const { items } = await channel(api, 'bff')().listProducts({ categoryId: 0, page: 1, pageSize: 10, lang: 'en' });
  productIds = items.map((p) => p.id);
  await channel(api, 'merchant')(owner).setListing({ storeId, productId: productIds[0]!, listed: true }, withKey('list-0'));
});

afterAll(stopCatalogs);

async function setStock(productId: number, stock: number): Promise<void> {
  await api.orm.em.fork().execute('update product set stock = ? where id = ?', [stock, productId]);
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.orm.em.fork().execute<{ stock: number }[]>('select stock from product where id = ?', [productId]);
  return row!.stock;
}

describe('GetOrderableProducts', () => {
  it('answers each product as the store sells it, in the request order, unknown ones not found', async () => {
    const [listed, unlisted] = productIds;
    const { products } = await orders.getOrderableProducts({
      items: [
        { productId: unlisted!, storeId },
        { productId: 99_999_999, storeId },
        { productId: listed!, storeId },
      ],
      lang: 'en',
    });
    expect(products.map((p) => [p.productId, p.found, p.listed])).toEqual([
      [unlisted, true, false],
      [99_999_999, false, false],
      [listed, true, true],
    ]);
    expect(products[2]!.title).not.toBe('');
    expect(products[2]!.price).toBeGreaterThan(0);
  });

  it('refuses more than 100 items, and callers other than the order service', async () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, storeId }));
    await expect(orders.getOrderableProducts({ items, lang: 'en' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'too_many_items' });
    await expect(channel(api, 'bff')().getOrderableProducts({ items: [], lang: 'en' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe('ReserveStock and ReleaseStock', () => {
  it('takes all or nothing, and gives back once', async () => {
    const [a, b] = productIds as [number, number];
    await setStock(a, 5);
    await setStock(b, 1);
    const failing = randomUUID();
    await expect(orders.reserveStock({ reservationId: failing, items: [{ productId: a, quantity: 2 }, { productId: b, quantity: 2 }] })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'insufficient_stock',
    });
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 1]);

    const reservation = randomUUID();
    await orders.reserveStock({ reservationId: reservation, items: [{ productId: b, quantity: 1 }, { productId: a, quantity: 2 }] });
    await orders.reserveStock({ reservationId: reservation, items: [{ productId: b, quantity: 1 }, { productId: a, quantity: 2 }] });
    expect([await stockOf(a), await stockOf(b)]).toEqual([3, 0]);

    await orders.releaseStock({ reservationId: reservation });
    await orders.releaseStock({ reservationId: reservation });
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 1]);
    // Released: a late repeat of the reserve takes nothing.
    await orders.reserveStock({ reservationId: reservation, items: [{ productId: a, quantity: 2 }] });
    expect(await stockOf(a)).toBe(5);
  });

  it('records an unknown reservation released, so a late reserve takes nothing', async () => {
    const [a] = productIds as [number];
    await setStock(a, 4);
    const reservation = randomUUID();
    await orders.releaseStock({ reservationId: reservation });
    await orders.reserveStock({ reservationId: reservation, items: [{ productId: a, quantity: 3 }] });
    expect(await stockOf(a)).toBe(4);
  });

  it('never drives the stock below zero when many reservations race for the last units', async () => {
    const [a] = productIds as [number];
    await setStock(a, 10);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => orders.reserveStock({ reservationId: randomUUID(), items: [{ productId: a, quantity: 1 }] })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ reason: 'insufficient_stock' });
    expect(await stockOf(a)).toBe(0);
  });

  it('takes once for a duplicate reserve sent concurrently', async () => {
    const [a] = productIds as [number];
    await setStock(a, 50);
    const reservation = randomUUID();
    await Promise.all(Array.from({ length: 8 }, () => orders.reserveStock({ reservationId: reservation, items: [{ productId: a, quantity: 3 }] })));
    expect(await stockOf(a)).toBe(47);
  });

  it('refuses a bad reservation id or quantity', async () => {
    await expect(orders.reserveStock({ reservationId: 'nope', items: [{ productId: 1, quantity: 1 }] })).rejects.toMatchObject({ reason: 'invalid_order_id' });
    await expect(orders.reserveStock({ reservationId: randomUUID(), items: [{ productId: 1, quantity: 0 }] })).rejects.toMatchObject({ reason: 'invalid_quantity' });
  });
});
