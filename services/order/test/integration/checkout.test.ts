import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderV1 } from '@shop/contracts';
import { newKey, startOrderFixture, withKey, type OrderFixture, type TestItem, type TestStore } from './fixture.js';

const { OrderStatus } = orderV1;

// Fund's first fee settings: service fee 1 %, shipping Rp 9.000 per store order, VAT 11 %.
const halfUp = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);
const expectedFees = (goodsAmount: number) => {
  const serviceFee = halfUp(goodsAmount, 100);
  const vat = halfUp(goodsAmount + serviceFee, 1_100);
  return { goodsAmount, serviceFee, shippingFee: 9_000, vat, total: goodsAmount + serviceFee + 9_000 + vat };
};

let fixture: OrderFixture;
let storeA: TestStore;
let storeB: TestStore;
let productA: number;
let productB: number;
let productC: number;

beforeAll(async () => {
  fixture = await startOrderFixture();
  [productA, productB, productC] = fixture.productIds as [number, number, number];
  storeA = await fixture.newStore([productA, productB]);
  storeB = await fixture.newStore([productC]);
  for (const product of [productA, productB, productC]) await fixture.setStock(product, 1_000);
});

afterAll(async () => {
  await fixture?.stop();
});

const buyNow = (items: TestItem[]) => ({ fromCart: false, items });


describe('cart', () => {
  it('adds lines by store, bounded by the stock and the line maximum, and never from the own store', async () => {
    const shopper = await fixture.newShopper();
    const calls = fixture.asUser(shopper);
    await calls.addToCart({ productId: productA, storeId: storeA.id, quantity: 2, lang: 'en' }, newKey());
    const { cart } = await calls.addToCart({ productId: productC, storeId: storeB.id, quantity: 1, lang: 'en' }, newKey());
    expect(cart!.stores.map((store) => [store.storeId, store.lines.map((line) => [line.productId, line.quantity, line.selected])])).toEqual(
      expect.arrayContaining([
        [storeA.id, [[productA, 2, true]]],
        [storeB.id, [[productC, 1, true]]],
      ]),
    );
    expect(cart!.totalQuantity).toBe(3);

    await fixture.setStock(productB, 3);
    await expect(calls.addToCart({ productId: productB, storeId: storeA.id, quantity: 4, lang: 'en' }, newKey())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_stock' });
    await expect(calls.addToCart({ productId: productA, storeId: storeA.id, quantity: 100, lang: 'en' }, newKey())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_quantity' });
    await expect(calls.addToCart({ productId: productC, storeId: storeA.id, quantity: 1, lang: 'en' }, newKey())).rejects.toMatchObject({ reason: 'product_unavailable' });
    await expect(fixture.asUser(storeA.ownerId).addToCart({ productId: productA, storeId: storeA.id, quantity: 1, lang: 'en' }, newKey())).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'own_store_product',
    });
    await fixture.setStock(productB, 1_000);

    const updated = await calls.updateCartLine({ line: { productId: productA, storeId: storeA.id }, quantity: 5, selected: false, lang: 'en' }, newKey());
    const lineA = updated.cart!.stores.flatMap((store) => store.lines).find((line) => line.productId === productA)!;
    expect([lineA.quantity, lineA.selected]).toEqual([5, false]);
    const removed = await calls.removeCartLines({ lines: [{ productId: productC, storeId: storeB.id }], lang: 'en' }, newKey());
    expect(removed.cart!.stores.map((store) => store.storeId)).toEqual([storeA.id]);
  });
});

describe('checkout', () => {
  it('quotes per store order with the fees in force, and refuses a stale total or a missing address', async () => {
    const shopper = await fixture.newShopper();
    const items = [
      { productId: productA, storeId: storeA.id, quantity: 2 },
      { productId: productB, storeId: storeA.id, quantity: 1 },
      { productId: productC, storeId: storeB.id, quantity: 3 },
    ];
    const { quote } = await fixture.asUser(shopper).quoteCheckout({ items: buyNow(items), addressId: 0, lang: 'en' });
    expect(quote!.rates).toEqual({ serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100 });
    expect(quote!.address!.recipientName).toBe('Siti Rahma');
    for (const store of quote!.stores) {
      const goods = store.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      expect(store).toMatchObject(expectedFees(goods));
      expect(store.items.every((item) => item.merchantPrice === 0 && item.unitCost === 0)).toBe(true);
    }
    expect(quote!.total).toBe(quote!.stores.reduce((sum, store) => sum + store.total, 0));

    await expect(fixture.asUser(shopper).placeOrders({ items: buyNow(items), addressId: 0, lang: 'en', expectedTotal: quote!.total - 1 }, newKey())).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'quote_changed',
    });
    const homeless = await fixture.newShopper({ address: false });
    await expect(fixture.asUser(homeless).placeOrders({ items: buyNow(items), addressId: 0, lang: 'en', expectedTotal: quote!.total }, newKey())).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'delivery_address_required',
    });
  });

  it('places one order per store with its items, address and fees snapshotted, takes the stock, and empties the bought cart lines', async () => {
    const shopper = await fixture.newShopper();
    const calls = fixture.asUser(shopper);
    await calls.addToCart({ productId: productA, storeId: storeA.id, quantity: 2, lang: 'en' }, newKey());
    await calls.addToCart({ productId: productC, storeId: storeB.id, quantity: 1, lang: 'en' }, newKey());
    const before = [await fixture.stockOf(productA), await fixture.stockOf(productC)];
    const { quote } = await calls.quoteCheckout({ items: { fromCart: true, items: [] }, addressId: 0, lang: 'en' });
    const { orders } = await calls.placeOrders({ items: { fromCart: true, items: [] }, addressId: 0, lang: 'en', expectedTotal: quote!.total }, newKey());

    expect(orders.map((order) => order.storeId).sort()).toEqual([storeA.id, storeB.id].sort());
    for (const order of orders) {
      expect(order).toMatchObject({ buyerId: shopper, status: OrderStatus.ORDER_STATUS_PENDING_PAYMENT, goodsCost: 0 });
      expect(order.orderNo).toMatch(/^\d{8}-[A-Z2-7]{8}$/);
      expect(order.address!.detail).toBe('Jl. Medan Merdeka Barat No. 12');
      expect(order.rates).toEqual(quote!.rates);
      expect(order).toMatchObject(expectedFees(order.items.reduce((sum, item) => sum + item.amount, 0)));
    }
    expect([await fixture.stockOf(productA), await fixture.stockOf(productC)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect((await calls.getCart({ lang: 'en' })).cart!.stores).toEqual([]);
    const [stored] = await fixture.sql<{ store_owner_id: string; goods_cost: string }>('select store_owner_id, goods_cost::text from customer_order where id = ?', [orders.find((o) => o.storeId === storeA.id)!.id]);
    expect(stored!.store_owner_id).toBe(storeA.ownerId);
    expect(Number(stored!.goods_cost)).toBeGreaterThan(0);
  });

  it('places once per idempotency key, even for two calls at the same time', async () => {
    const shopper = await fixture.newShopper();
    const before = await fixture.stockOf(productB);
    const key = randomUUID();
    const items = [{ productId: productB, storeId: storeA.id, quantity: 3 }];
    const [first, second] = await Promise.all([fixture.place(shopper, items, key), fixture.place(shopper, items, key)]);
    const third = await fixture.place(shopper, items, key);
    expect(second.map((order) => order.id)).toEqual(first.map((order) => order.id));
    expect(third.map((order) => order.id)).toEqual(first.map((order) => order.id));
    expect(await fixture.stockOf(productB)).toBe(before - 3);
    expect((await fixture.asUser(shopper).listMyOrders({ tab: 'all', cursor: '', limit: 20 })).items).toHaveLength(1);
  });

  it('gives the stock back when the buyer cancels an unpaid order, once', async () => {
    const shopper = await fixture.newShopper();
    const before = await fixture.stockOf(productC);
    const orders = await fixture.place(shopper, [{ productId: productC, storeId: storeB.id, quantity: 4 }]);
    expect(await fixture.stockOf(productC)).toBe(before - 4);
    const key = randomUUID();
    const { order } = await fixture.asUser(shopper).cancelMyOrder({ id: orders[0]!.id }, withKey(key));
    expect(order!.status).toBe(OrderStatus.ORDER_STATUS_CANCELLED);
    // A retry of the intent answers the same; another intent finds it cancelled already.
    expect((await fixture.asUser(shopper).cancelMyOrder({ id: orders[0]!.id }, withKey(key))).order).toEqual(order);
    await fixture.asUser(shopper).cancelMyOrder({ id: orders[0]!.id }, newKey());
    expect(await fixture.stockOf(productC)).toBe(before);
    await expect(fixture.asUser(await fixture.newShopper()).cancelMyOrder({ id: orders[0]!.id }, newKey())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('store order methods tell a caller without a store that they are no merchant', async () => {
    const shopper = await fixture.newShopper();
    await expect(fixture.asUser(shopper).listStoreOrders({ tab: 'all', cursor: '', limit: 20 })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'not_a_merchant' });
    await expect(fixture.asUser(shopper).payGoodsCost({ id: randomUUID() }, newKey())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'not_a_merchant' });
    await expect(fixture.asUser(storeA.ownerId).listStoreOrders({ tab: 'all', cursor: '', limit: 20 })).resolves.toMatchObject({ items: [] });
    await expect(fixture.signedBy('payment', shopper).listStoreOrders({ tab: 'all', cursor: '', limit: 20 })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe('1,000 concurrent checkouts for 100 units', () => {
  it('make exactly 100 orders and leave the stock at 0', async () => {
    const store = await fixture.newStore([productC]);
    const product = productC;
    await fixture.setStock(product, 100);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => fixture.newShopper()));
    const items = [{ productId: product, storeId: store.id, quantity: 1 }];
    const { quote } = await fixture.asUser(buyers[0]!).quoteCheckout({ items: buyNow(items), addressId: 0, lang: 'en' });
    // One key per checkout: a checkout whose answer missed its deadline on a busy machine is sent
    // again with its key, as the browser does, and must not place a second order.
    const attempts = Array.from({ length: 1_000 }, (_, index) => {
      const key = newKey();
      const place = () => fixture.asUser(buyers[index % buyers.length]!).placeOrders({ items: buyNow(items), addressId: 0, lang: 'en', expectedTotal: quote!.total }, key);
      return async () => {
        for (let retries = 0; ; retries++) {
          try {
            return await place();
          } catch (error) {
            if ((error as { reason?: string }).reason !== 'deadline_exceeded' || retries >= 5) throw error;
          }
        }
      };
    });
    const started = Date.now();
    const outcomes: PromiseSettledResult<unknown>[] = [];
    // A pool of 50 checkouts in flight at any time.
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < attempts.length) {
          const attempt = attempts[next++]!;
          outcomes.push(...(await Promise.allSettled([attempt()])));
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`1,000 concurrent checkouts took ${seconds.toFixed(1)} s\n`);

    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(placed).toHaveLength(100);
    expect(new Set(refused.map((outcome) => (outcome.reason as { reason?: string }).reason))).toEqual(new Set(['insufficient_stock']));
    expect(await fixture.stockOf(product)).toBe(0);
    const [row] = await fixture.sql<{ placed: string; placing: string }>(
      'select count(*) filter (where placed_at is not null)::text as placed, count(*) filter (where placed_at is null)::text as placing from customer_order where store_id = ?',
      [store.id],
    );
    expect(row).toEqual({ placed: '100', placing: '0' });
  }, 120_000);
});
