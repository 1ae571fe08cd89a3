import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CART_MAX_LINES, LINE_MAX_QUANTITY } from '@shop/contracts';
import type { StepProgress } from '@shop/service-kit';
import { eventually } from '@shop/test-kit';
import { newKey, startOrderFixture, withKey, type OrderCalls, type OrderFixture, type TestStore } from './fixture.js';

// A shopper's requests arriving together (a double tap, two tabs, a client retrying early), each
// with its own idempotency key unless said otherwise: the cart and the checkout end as if they had
// come one after another, and every refusal is a domain error, never an internal one.
let fixture: OrderFixture;
let store: TestStore;
let products: number[];

/** Set by a test: the next checkout to have stored its orders waits on it before going on. */
let holdNext: Promise<void> | undefined;
let heldRun: string | undefined;

async function onWorkflowProgress(progress: StepProgress): Promise<void> {
  if (progress.workflow !== 'Checkout' || progress.step !== 'store orders' || progress.phase !== 'recorded' || progress.compensation || !holdNext) return;
  const hold = holdNext;
  holdNext = undefined;
  heldRun = progress.runId;
  await hold;
}

beforeAll(async () => {
  fixture = await startOrderFixture({ onWorkflowProgress });
  products = fixture.productIds.slice(0, 10);
  store = await fixture.newStore(products);
  for (const product of products) await fixture.setStock(product, 1_000);
});

afterAll(async () => {
  await fixture?.stop();
});

type Settled = { ok: true } | { ok: false; code: string; reason: string };

/** Fires every request at once and answers each outcome: the domain error's code and reason, if refused. */
async function together(requests: (() => Promise<unknown>)[]): Promise<Settled[]> {
  const outcomes = await Promise.allSettled(requests.map((request) => request()));
  return outcomes.map((outcome) =>
    outcome.status === 'fulfilled' ? { ok: true } : { ok: false, code: String((outcome.reason as { code?: unknown }).code), reason: String((outcome.reason as { reason?: unknown }).reason) },
  );
}

const refusals = (outcomes: Settled[]) => outcomes.filter((outcome) => !outcome.ok);
const cartLines = async (shopper: string) => fixture.sql<{ store_id: string; product_id: string; quantity: number }>('select store_id, product_id, quantity from cart_line where user_id = ?', [shopper]);

/** Lines of products the catalog does not know (delisted long ago): what fills a cart in these tests. */
async function fillCart(shopper: string, lines: number): Promise<void> {
  await fixture.sql(`insert into cart_line (user_id, store_id, product_id, quantity, selected, added_at) select ?, ?, 900000 + n, 1, true, now() from generate_series(1, ?) as n`, [shopper, store.id, lines]);
}

const add = (calls: OrderCalls, productId: number, quantity = 1) => () => calls.addToCart({ productId, storeId: store.id, quantity, lang: 'en' }, newKey());

describe('adding to the cart at the same time', () => {
  it('counts every unit of ten adds of one product', async () => {
    const shopper = await fixture.newShopper();
    const outcomes = await together(Array.from({ length: 10 }, () => add(fixture.asUser(shopper), products[0]!)));
    expect(refusals(outcomes)).toEqual([]);
    expect(await cartLines(shopper)).toEqual([{ store_id: String(store.id), product_id: String(products[0]), quantity: 10 }]);
  });

  it('stops at the stock: the adds beyond it are refused as insufficient stock', async () => {
    const shopper = await fixture.newShopper();
    await fixture.setStock(products[1]!, 4);
    try {
      const outcomes = await together(Array.from({ length: 10 }, () => add(fixture.asUser(shopper), products[1]!)));
      expect(refusals(outcomes)).toEqual(Array.from({ length: 6 }, () => ({ ok: false, code: 'FAILED_PRECONDITION', reason: 'insufficient_stock' })));
      expect((await cartLines(shopper))[0]!.quantity).toBe(4);
    } finally {
      await fixture.setStock(products[1]!, 1_000);
    }
  });

  it('stops at the line maximum', async () => {
    const shopper = await fixture.newShopper();
    const calls = fixture.asUser(shopper);
    await add(calls, products[2]!, LINE_MAX_QUANTITY - 5)();
    const outcomes = await together(Array.from({ length: 10 }, () => add(calls, products[2]!)));
    expect(refusals(outcomes)).toEqual([]);
    expect((await cartLines(shopper))[0]!.quantity).toBe(LINE_MAX_QUANTITY);
  });

  it('keeps a cart at its line maximum when new lines arrive together: the rest are refused as a full cart', async () => {
    const shopper = await fixture.newShopper();
    const calls = fixture.asUser(shopper);
    await fillCart(shopper, CART_MAX_LINES - 5);
    const outcomes = await together(products.map((product) => add(calls, product)));
    expect(refusals(outcomes)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, code: 'FAILED_PRECONDITION', reason: 'cart_full' })));
    expect(await cartLines(shopper)).toHaveLength(CART_MAX_LINES);
    // The full cart is still shown, quoted and changed.
    expect((await calls.getCart({ lang: 'en' })).cart!.stores[0]!.lines).toHaveLength(CART_MAX_LINES);
    const added = (await cartLines(shopper)).find((line) => products.includes(Number(line.product_id)))!;
    await expect(calls.addToCart({ productId: Number(added.product_id), storeId: store.id, quantity: 1, lang: 'en' }, newKey())).resolves.toBeDefined();
    await expect(calls.selectCartLines({ storeId: 0, selected: true, lang: 'en' }, newKey())).resolves.toBeDefined();
  });
});

describe('a cart holding more lines than a cart may', () => {
  it('is shown and can be emptied down to the maximum; what cannot be bought is refused clearly', async () => {
    const shopper = await fixture.newShopper();
    const calls = fixture.asUser(shopper);
    await fillCart(shopper, CART_MAX_LINES + 4);
    expect((await calls.getCart({ lang: 'en' })).cart!.stores[0]!.lines).toHaveLength(CART_MAX_LINES + 4);
    await expect(calls.selectCartLines({ storeId: 0, selected: true, lang: 'en' }, newKey())).resolves.toBeDefined();
    await expect(calls.addToCart({ productId: products[0]!, storeId: store.id, quantity: 1, lang: 'en' }, newKey())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'cart_full' });
    await expect(calls.quoteCheckout({ items: { fromCart: true, items: [] }, addressId: 0, lang: 'en' })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'cart_full' });

    const extra = Array.from({ length: 5 }, (_, index) => ({ storeId: store.id, productId: 900_001 + index }));
    const { cart } = await calls.removeCartLines({ lines: extra, lang: 'en' }, newKey());
    expect(cart!.stores[0]!.lines).toHaveLength(CART_MAX_LINES - 1);
    await expect(calls.addToCart({ productId: products[0]!, storeId: store.id, quantity: 1, lang: 'en' }, newKey())).resolves.toBeDefined();
    expect(await cartLines(shopper)).toHaveLength(CART_MAX_LINES);
  });
});

describe('placing the cart at the same time', () => {
  const fromCart = { fromCart: true, items: [] };

  async function cartReadyToPlace(): Promise<{ shopper: string; calls: OrderCalls; total: number; stockBefore: number }> {
    const shopper = await fixture.newShopper();
    const calls = fixture.asUser(shopper);
    await calls.addToCart({ productId: products[3]!, storeId: store.id, quantity: 2, lang: 'en' }, newKey());
    const { quote } = await calls.quoteCheckout({ items: fromCart, addressId: 0, lang: 'en' });
    return { shopper, calls, total: quote!.total, stockBefore: await fixture.stockOf(products[3]!) };
  }

  async function expectPlacedOnce(shopper: string, stockBefore: number): Promise<void> {
    const orders = await fixture.sql<{ id: string }>('select id from customer_order where buyer_id = ?', [shopper]);
    expect(orders).toHaveLength(1);
    expect(await fixture.catalogSql(`select state from stock_reservation where id = ?`, [orders[0]!.id])).toEqual([{ state: 'reserved' }]);
    expect(await fixture.stockOf(products[3]!)).toBe(stockBefore - 2);
    expect(await cartLines(shopper)).toEqual([]);
  }

  it('places the selection once: the other placements are refused as already placed', async () => {
    const { shopper, calls, total, stockBefore } = await cartReadyToPlace();
    const placements = Array.from({ length: 5 }, () => () => calls.placeOrders({ items: fromCart, addressId: 0, lang: 'en', expectedTotal: total }, newKey()));
    // The first placement to store its orders waits there until every other one has answered.
    let release!: () => void;
    holdNext = new Promise<void>((resolve) => (release = resolve));
    heldRun = undefined;
    let answered = 0;
    const running = placements.map((place) => together([place]).then(([settled]) => ((answered += 1), settled!)));
    try {
      await eventually(() => answered === placements.length || (heldRun !== undefined && answered === placements.length - 1), 60_000, 'every placement but the held one answered');
    } finally {
      release();
    }
    const outcomes = await Promise.all(running);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(refusals(outcomes)).toEqual(Array.from({ length: placements.length - 1 }, () => ({ ok: false, code: 'FAILED_PRECONDITION', reason: 'already_placed' })));
    await expectPlacedOnce(shopper, stockBefore);
  });

  it('answers the same orders to placements under one key', async () => {
    const { shopper, calls, total, stockBefore } = await cartReadyToPlace();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => calls.placeOrders({ items: fromCart, addressId: 0, lang: 'en', expectedTotal: total }, withKey(key))));
    expect(new Set(answers.map(({ orders }) => orders.map((order) => order.id).join())).size).toBe(1);
    await expectPlacedOnce(shopper, stockBefore);
  });
});
