import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { client, failure, openStore, operatorIdentityEnv, signInOperator, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The cart, checkout, order, order payment and merchant order procedures through /trpc, in front of
// the real services. The order service's paid-order consumer and jobs run here (every 200 ms), so
// a paid order reaches the store, one whose goods cost is paid is shipped, and an approved return's
// goods are back at once.
let backend: Backend;
let ops: Awaited<ReturnType<typeof signInOperator>>;
let storeA: Awaited<ReturnType<typeof openStore>>;
let storeB: Awaited<ReturnType<typeof openStore>>;
/** Products with stock to spare, and one with little (never bought here). */
let plentyA1: number;
let plentyA2: number;
let plentyB: number;
let scarce: { id: number; stock: number };

const languages = ['en', 'zh', 'ind'] as const;
type Language = (typeof languages)[number];

const gambir = { recipientName: 'Siti Rahma', phone: '0812 1111 2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12', isDefault: true };

beforeAll(async () => {
  backend = await startBackend({ identityEnv: operatorIdentityEnv, orderEnv: { SERVICE_ROLES: 'api,worker', JOB_INTERVAL_MS: '200', RETURN_RECEIPT_DELAY_MS: '1' } });
  ops = await signInOperator(backend);
  const { items } = await client(backend).product.list.query({ pageSize: 100 });
  const byStock = [...items].sort((a, b) => a.stock - b.stock);
  const low = byStock.find((product) => product.stock >= 2);
  [plentyA1, plentyA2, plentyB] = byStock.filter((product) => product.stock >= 100).map((product) => product.id) as [number, number, number];
  scarce = { id: low!.id, stock: low!.stock };
  expect(scarce.stock).toBeLessThan(99);
  [storeA, storeB] = await Promise.all([openStore(backend, ops, [plentyA1, plentyA2, scarce.id]), openStore(backend, ops, [plentyB])]);
});

afterAll(async () => {
  await backend?.stop();
});

/** A signed-in shopper with a default delivery address (Jakarta). */
async function newShopper(lang: Language = 'en') {
  const { token, user } = await signUpShopper(backend);
  const api = client(backend, { token, lang });
  await api.address.create.mutate(gambir);
  return { api, token, userId: user.id };
}

type Api = ReturnType<typeof client>;
type Items = { productId: number; storeId: number; quantity: number }[];

/** Quotes and places these items ("buy now"): the orders, one per store. */
async function place(api: Api, items: Items) {
  const quote = await api.order.quote.query({ items });
  return api.order.place.mutate({ items, expectedTotal: quote.total });
}

// Fund's first fee settings: service fee 1 %, shipping Rp 9.000 per store order, VAT 11 %.
const halfUp = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);
function expectedFees(goodsAmount: number) {
  const serviceFee = halfUp(goodsAmount, 100);
  const vat = halfUp(goodsAmount + serviceFee, 1_100);
  return { goodsAmount, serviceFee, shippingFee: 9_000, vat, total: goodsAmount + serviceFee + 9_000 + vat };
}

const texts = {
  insufficient_stock: { en: 'Not enough stock', zh: '库存不足', ind: 'Stok tidak mencukupi' },
  invalid_quantity: { en: 'Please choose a quantity from 1 to 99', zh: '请选择 1 至 99 的数量', ind: 'Silakan pilih jumlah 1 sampai 99' },
  product_unavailable: { en: 'This product is no longer sold by this store', zh: '该店铺已不再出售此商品', ind: 'Produk ini tidak lagi dijual oleh toko ini' },
  own_store_product: { en: 'You cannot buy from your own store', zh: '不能购买自己店铺的商品', ind: 'Anda tidak dapat membeli dari toko Anda sendiri' },
  insufficient_balance: { en: 'Insufficient balance', zh: '余额不足', ind: 'Saldo tidak mencukupi' },
  not_a_merchant: { en: 'Not yet a merchant', zh: '您还不是商家', ind: 'Belum menjadi penjual' },
  already_placed: { en: 'These items have already been ordered: please check your orders', zh: '这些商品已下单，请查看您的订单', ind: 'Barang ini sudah dipesan: silakan periksa pesanan Anda' },
  nothing_selected: { en: 'Please select the items to buy', zh: '请选择要购买的商品', ind: 'Silakan pilih barang yang akan dibeli' },
  invalid_characters: {
    en: 'The text contains invisible control characters; please remove them',
    zh: '文本包含不可见的控制字符，请删除后重试',
    ind: 'Teks berisi karakter kontrol yang tidak terlihat; silakan hapus',
  },
} as const;

/** A NUL in a text field (Postgres refuses it): a translated 400 naming the field, in every language. */
async function expectNulRefused(send: (lang: Language) => Promise<unknown>, field: string) {
  for (const lang of languages) {
    const refused = await failure(send(lang));
    expect(refused.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, reason: 'invalid_characters', field });
    expect(refused.message).toBe(texts.invalid_characters[lang]);
  }
}

describe('order procedures', () => {
  it('send a visitor to sign in for every cart, order, order payment and merchant order procedure', async () => {
    const visitor = client(backend, { batch: false });
    const id = randomUUID();
    const line = { productId: plentyA1, storeId: storeA.storeId };
    const calls: Promise<unknown>[] = [
      visitor.cart.get.query(),
      visitor.cart.add.mutate({ ...line, quantity: 1 }),
      visitor.cart.update.mutate({ ...line, quantity: 1, selected: true }),
      visitor.cart.select.mutate({ selected: true }),
      visitor.cart.remove.mutate({ lines: [line] }),
      visitor.order.quote.query({ from: 'cart' }),
      visitor.order.place.mutate({ from: 'cart', expectedTotal: 10_000 }),
      visitor.order.list.query({}),
      visitor.order.detail.query({ id }),
      visitor.order.cancel.mutate({ id }),
      visitor.order.confirmReceipt.mutate({ id }),
      visitor.order.review.mutate({ id, rating: 5, text: 'Bagus' }),
      visitor.order.requestReturn.mutate({ id, reason: 'Rusak' }),
      visitor.payment.orderOptions.query(),
      visitor.payment.payOrders.mutate({ orderIds: [id], method: 'balance' }),
      visitor.payment.orderPayment.query({ id }),
      visitor.merchantOrder.list.query({}),
      visitor.merchantOrder.detail.query({ id }),
      visitor.merchantOrder.payGoodsCost.mutate({ id }),
      visitor.merchantOrder.reviewReturn.mutate({ id, approve: true }),
      visitor.merchant.centre.query(),
    ];
    for (const error of await Promise.all(calls.map((call) => failure(call)))) expect(error.data).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keep the cart by store: add, update, select and remove, each answering the whole cart', async () => {
    const { api } = await newShopper();
    await api.cart.add.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity: 2 });
    await api.cart.add.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity: 1 });
    const added = await api.cart.add.mutate({ productId: plentyB, storeId: storeB.storeId, quantity: 1 });
    const lines = (cart: typeof added) => cart.stores.map((store) => [store.storeId, store.lines.map((line) => [line.productId, line.quantity, line.selected])]);
    expect(lines(added)).toEqual(
      expect.arrayContaining([
        [storeA.storeId, [[plentyA1, 3, true]]],
        [storeB.storeId, [[plentyB, 1, true]]],
      ]),
    );
    expect(added).toMatchObject({ totalQuantity: 4, selectedCount: 2 });
    const lineA = added.stores.find((store) => store.storeId === storeA.storeId)!.lines[0]!;
    const lineB = added.stores.find((store) => store.storeId === storeB.storeId)!.lines[0]!;
    expect(lineA).toMatchObject({ available: true, title: expect.any(String) });
    expect(added.selectedAmount).toBe(lineA.unitPrice * 3 + lineB.unitPrice);

    const updated = await api.cart.update.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity: 5, selected: false });
    expect(lines(updated)).toEqual(expect.arrayContaining([[storeA.storeId, [[plentyA1, 5, false]]]]));
    expect(updated).toMatchObject({ totalQuantity: 6, selectedCount: 1, selectedAmount: lineB.unitPrice });

    const noneSelected = await api.cart.select.mutate({ selected: false });
    expect(noneSelected).toMatchObject({ selectedCount: 0, selectedAmount: 0 });
    const storeASelected = await api.cart.select.mutate({ storeId: storeA.storeId, selected: true });
    expect(storeASelected).toMatchObject({ selectedCount: 1, selectedAmount: lineA.unitPrice * 5 });

    const removed = await api.cart.remove.mutate({ lines: [{ productId: plentyB, storeId: storeB.storeId }] });
    expect(removed.stores.map((store) => store.storeId)).toEqual([storeA.storeId]);
    expect(await api.cart.get.query()).toEqual(removed);
  });

  it.each(languages)('tell the cart’s problems in %s', async (lang) => {
    const { api } = await newShopper(lang);
    const tooMany = await failure(api.cart.add.mutate({ productId: scarce.id, storeId: storeA.storeId, quantity: scarce.stock + 1 }));
    expect(tooMany.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'insufficient_stock' });
    expect(tooMany.message).toBe(texts.insufficient_stock[lang]);

    await api.cart.add.mutate({ productId: scarce.id, storeId: storeA.storeId, quantity: 1 });
    const updatedTooMany = await failure(api.cart.update.mutate({ productId: scarce.id, storeId: storeA.storeId, quantity: scarce.stock + 1, selected: true }));
    expect(updatedTooMany.message).toBe(texts.insufficient_stock[lang]);

    for (const quantity of [0, 100, 1.5]) {
      const invalid = await failure(api.cart.add.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity }));
      expect(invalid.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'invalid_quantity', field: 'quantity' });
      expect(invalid.message).toBe(texts.invalid_quantity[lang]);
    }

    const unlisted = await failure(api.cart.add.mutate({ productId: plentyA1, storeId: storeB.storeId, quantity: 1 }));
    expect(unlisted.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'product_unavailable' });
    expect(unlisted.message).toBe(texts.product_unavailable[lang]);

    const owner = client(backend, { token: storeA.token, lang });
    const own = await failure(owner.cart.add.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity: 1 }));
    expect(own.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'own_store_product' });
    expect(own.message).toBe(texts.own_store_product[lang]);
    // Nothing of that reached the cart.
    expect((await api.cart.get.query()).stores.flatMap((store) => store.lines.map((line) => [line.productId, line.quantity]))).toEqual([[scarce.id, 1]]);
  });

  it('quote the selected cart lines per store with every fee itemised, to the default address', async () => {
    const { api } = await newShopper();
    await api.cart.add.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity: 2 });
    await api.cart.add.mutate({ productId: plentyA2, storeId: storeA.storeId, quantity: 1 });
    await api.cart.add.mutate({ productId: plentyB, storeId: storeB.storeId, quantity: 3 });
    await api.cart.add.mutate({ productId: scarce.id, storeId: storeA.storeId, quantity: 1 });
    await api.cart.update.mutate({ productId: scarce.id, storeId: storeA.storeId, quantity: 1, selected: false });

    const quote = await api.order.quote.query({ from: 'cart' });
    expect(quote.rates).toEqual({ serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100 });
    expect(quote.address).toMatchObject({ recipientName: 'Siti Rahma', detail: 'Jl. Medan Merdeka Barat No. 12' });
    expect(quote.stores.map((store) => [store.storeId, store.items.map((item) => [item.productId, item.quantity])])).toEqual(
      expect.arrayContaining([
        [storeA.storeId, expect.arrayContaining([[plentyA1, 2], [plentyA2, 1]])],
        [storeB.storeId, [[plentyB, 3]]],
      ]),
    );
    expect(quote.stores).toHaveLength(2);
    for (const store of quote.stores) {
      for (const item of store.items) expect(item.amount).toBe(item.unitPrice * item.quantity);
      expect(store).toMatchObject(expectedFees(store.items.reduce((sum, item) => sum + item.amount, 0)));
      expect(store.storeName).toMatch(/^Toko Uji /);
    }
    for (const field of ['goodsAmount', 'serviceFee', 'shippingFee', 'vat', 'total'] as const) {
      expect(quote[field]).toBe(quote.stores.reduce((sum, store) => sum + store[field], 0));
    }
    // The buyer never sees what the store pays for the goods.
    expect(JSON.stringify(quote)).not.toMatch(/merchantPrice|unitCost|goodsCost/);
  });

  it('place once for one idempotency key, one order per store, and take the bought lines out of the cart', async () => {
    const { api, token } = await newShopper();
    await api.cart.add.mutate({ productId: plentyA1, storeId: storeA.storeId, quantity: 1 });
    await api.cart.add.mutate({ productId: plentyB, storeId: storeB.storeId, quantity: 2 });
    const quote = await api.order.quote.query({ from: 'cart' });
    const retrying = client(backend, { token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const [first, second] = await Promise.all([
      retrying.order.place.mutate({ from: 'cart', expectedTotal: quote.total }),
      retrying.order.place.mutate({ from: 'cart', expectedTotal: quote.total }),
    ]);
    const third = await retrying.order.place.mutate({ from: 'cart', expectedTotal: quote.total });
    const ids = first.map((order) => order.id).sort();
    expect(ids).toHaveLength(2);
    expect(second.map((order) => order.id).sort()).toEqual(ids);
    expect(third.map((order) => order.id).sort()).toEqual(ids);
    expect((await api.order.list.query({})).items.map((order) => order.id).sort()).toEqual(ids);
    expect((await api.cart.get.query()).stores).toEqual([]);
    for (const order of first) {
      expect(order).toMatchObject({ status: 'pending_payment', paymentMethod: null, paidAt: null, address: expect.objectContaining({ recipientName: 'Siti Rahma' }) });
      expect(order.orderNo).toMatch(/^\d{8}-[A-Z2-7]{8}$/);
      expect(order.payDeadline!.getTime()).toBeGreaterThan(Date.now());
    }
    expect(first.reduce((sum, order) => sum + order.total, 0)).toBe(quote.total);

    const stale = await failure(api.order.place.mutate({ items: [{ productId: plentyA1, storeId: storeA.storeId, quantity: 1 }], expectedTotal: 1 }));
    expect(stale.data).toMatchObject({ reason: 'quote_changed' });
  });

  it('place a cart sent from three tabs at once once: the other tabs are told in their language', async () => {
    const { api, token } = await newShopper('zh');
    await api.cart.add.mutate({ productId: plentyA2, storeId: storeA.storeId, quantity: 3 });
    const quote = await api.order.quote.query({ from: 'cart' });
    const stockBefore = (await api.product.detail.query({ id: plentyA2 })).stock;
    // Each tab its own intent: its own idempotency key.
    const tabs = languages.map((lang) => client(backend, { token, lang, batch: false, headers: { 'idempotency-key': randomUUID() } }));
    const outcomes = await Promise.allSettled(tabs.map((tab) => tab.order.place.mutate({ from: 'cart', expectedTotal: quote.total })));
    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue;
      const refused = await failure(Promise.reject(outcome.reason));
      // A tab that starts after another placed the cart finds nothing selected any more.
      const reason = refused.data?.reason as 'already_placed' | 'nothing_selected';
      expect(['already_placed', 'nothing_selected']).toContain(reason);
      expect(refused.data).toMatchObject({ code: 'PRECONDITION_FAILED' });
      expect(refused.message).toBe(texts[reason][languages[index]!]);
    }
    expect((await api.order.list.query({})).items).toHaveLength(1);
    expect((await api.product.detail.query({ id: plentyA2 })).stock).toBe(stockBefore - 3);
    expect((await api.cart.get.query()).stores).toEqual([]);
  });

  it('list the orders by tab with every tab’s count, show one, and cancel an unpaid one', async () => {
    const { api, token } = await newShopper();
    const [first] = await place(api, [{ productId: plentyA1, storeId: storeA.storeId, quantity: 1 }]);
    const [second] = await place(api, [{ productId: plentyB, storeId: storeB.storeId, quantity: 1 }]);
    const all = await api.order.list.query({});
    expect(all.items.map((order) => order.id)).toEqual([second!.id, first!.id]);
    expect(all.counts).toMatchObject({ all: 2, pending_payment: 2, pending_shipment: 0, pending_receipt: 0, pending_review: 0 });
    expect((await api.order.list.query({ tab: 'pending_shipment' })).items).toEqual([]);
    const paged = await api.order.list.query({ limit: 1 });
    expect(paged.items.map((order) => order.id)).toEqual([second!.id]);
    expect((await api.order.list.query({ limit: 1, cursor: paged.nextCursor! })).items.map((order) => order.id)).toEqual([first!.id]);

    expect(await api.order.detail.query({ id: first!.id })).toEqual(first);
    const retrying = client(backend, { token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const cancelled = await retrying.order.cancel.mutate({ id: first!.id });
    expect(cancelled).toMatchObject({ id: first!.id, status: 'cancelled' });
    expect(await retrying.order.cancel.mutate({ id: first!.id })).toEqual(cancelled);
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    const after = await api.order.list.query({ tab: 'pending_payment' });
    expect(after.items.map((order) => order.id)).toEqual([second!.id]);
    expect(after.counts).toMatchObject({ all: 2, pending_payment: 1 });

    const stranger = (await newShopper('ind')).api;
    const notFound = await failure(stranger.order.detail.query({ id: first!.id }));
    expect(notFound.data).toMatchObject({ code: 'NOT_FOUND', reason: 'order_not_found' });
    expect(notFound.message).toBe('Pesanan tidak ditemukan');
    expect((await failure(api.order.cancel.mutate({ id: randomUUID() }))).data).toMatchObject({ code: 'NOT_FOUND', reason: 'order_not_found' });
  });
});

/** Orders of a new shopper at both stores, unpaid, and what they cost in all. */
async function unpaidOrders() {
  const shopper = await newShopper();
  const placed = await place(shopper.api, [
    { productId: plentyA1, storeId: storeA.storeId, quantity: 1 },
    { productId: plentyB, storeId: storeB.storeId, quantity: 1 },
  ]);
  return { ...shopper, orderIds: placed.map((order) => order.id), total: placed.reduce((sum, order) => sum + order.total, 0) };
}

const credit = (userId: string, amount: number) => ops.operator.adjustWallet.mutate({ userId, amount, reason: 'test top-up' });
const orderDebits = async (api: Api) => (await api.fund.records.query({})).items.filter((record) => record.type === 'prd_order_pay');

/** Waits until the order service has taken the payment (its consumer): the orders are pending shipment. */
const untilPaid = (api: Api, orderIds: string[]) =>
  eventually(async () => {
    const { items } = await api.order.list.query({ tab: 'pending_shipment' });
    return orderIds.every((id) => items.some((order) => order.id === id)) && items;
  }, 30_000, 'orders pending shipment');

describe('paying orders', () => {
  it('by balance: "Insufficient balance" in every language, then paid, debited once, once the wallet covers it', async () => {
    const { api, token, userId, orderIds, total } = await unpaidOrders();
    expect(await api.payment.orderOptions.query()).toMatchObject({ balance: 0, methods: expect.arrayContaining([expect.objectContaining({ method: 'bca_va' })]) });
    for (const lang of languages) {
      const refused = await failure(client(backend, { token, lang }).payment.payOrders.mutate({ orderIds, method: 'balance' }));
      expect(refused.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'insufficient_balance' });
      expect(refused.message).toBe(texts.insufficient_balance[lang]);
    }

    await credit(userId, total);
    expect((await api.payment.orderOptions.query()).balance).toBe(total);
    const paid = await api.payment.payOrders.mutate({ orderIds, method: 'balance' });
    expect(paid).toMatchObject({ status: 'paid', method: 'balance', amount: total, orderIds, expiresAt: null });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await api.payment.orderPayment.query({ id: paid.id })).toEqual(paid);
    expect(await api.fund.wallet.query()).toMatchObject({ available: 0, held: 0 });
    expect(await orderDebits(api)).toEqual([expect.objectContaining({ amount: -total, balanceAfter: 0, reference: `order-payment:${paid.id}` })]);

    const shipping = await untilPaid(api, orderIds);
    for (const order of shipping) expect(order).toMatchObject({ paymentId: paid.id, paymentMethod: 'balance' });
    const { counts } = await api.order.list.query({});
    expect(counts).toMatchObject({ all: 2, pending_payment: 0, pending_shipment: 2 });
    const again = await failure(api.payment.payOrders.mutate({ orderIds, method: 'balance' }));
    expect(again.data).toMatchObject({ reason: 'order_not_payable' });
    expect(again.message).toBe('This order cannot be paid now');
    const paidOrder = await failure(api.order.cancel.mutate({ id: orderIds[0]! }));
    expect(paidOrder.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'order_not_cancellable' });
    expect(paidOrder.message).toBe('Only unpaid orders can be cancelled');
  });

  it('by balance, submitted twice at once under one idempotency key: one payment, one debit', async () => {
    const { api, token, userId, orderIds, total } = await unpaidOrders();
    await credit(userId, total + 1_000);
    const doubleTap = client(backend, { token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const [first, second] = await Promise.all([doubleTap.payment.payOrders.mutate({ orderIds, method: 'balance' }), doubleTap.payment.payOrders.mutate({ orderIds, method: 'balance' })]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'paid', amount: total });
    expect(await doubleTap.payment.payOrders.mutate({ orderIds, method: 'balance' })).toEqual(first);
    expect(await orderDebits(api)).toEqual([expect.objectContaining({ amount: -total, reference: `order-payment:${first.id}` })]);
    expect(await api.fund.wallet.query()).toMatchObject({ available: 1_000 });
    await untilPaid(api, orderIds);
  });

  it('by virtual account: a pending payment with the VA number, due before the orders’ deadline, holding the orders', async () => {
    const { api, token, orderIds, total } = await unpaidOrders();
    const pending = await api.payment.payOrders.mutate({ orderIds, method: 'bca_va' });
    expect(pending).toMatchObject({ status: 'pending', method: 'bca_va', amount: total, orderIds, paidAt: null, vaNumber: expect.stringMatching(/^\d{8,20}$/) });
    const deadline = Math.min(...(await Promise.all(orderIds.map((id) => api.order.detail.query({ id })))).map((order) => order.payDeadline!.getTime()));
    expect(pending.expiresAt!.getTime()).toBeLessThanOrEqual(deadline);
    expect(await api.payment.orderPayment.query({ id: pending.id })).toEqual(pending);

    const waiting = await failure(client(backend, { token, lang: 'zh' }).payment.payOrders.mutate({ orderIds, method: 'balance' }));
    expect(waiting.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'payment_in_progress' });
    expect(waiting.message).toBe('该订单已有待完成的支付：请完成支付或等待其过期');
    const stranger = (await newShopper()).api;
    expect((await failure(stranger.payment.orderPayment.query({ id: pending.id }))).data).toMatchObject({ code: 'NOT_FOUND', reason: 'order_payment_not_found' });
    expect((await failure(stranger.payment.payOrders.mutate({ orderIds, method: 'bca_va' }))).data).toMatchObject({ reason: 'order_not_payable' });
  });
});

describe('the store’s orders', () => {
  it('show the owner its paid orders with the goods cost, the centre’s figures, and ship once the goods cost is paid', async () => {
    const storeC = await openStore(backend, ops, [plentyA2]);
    const owner = client(backend, { token: storeC.token });
    const buyer = await newShopper();
    const [order] = await place(buyer.api, [{ productId: plentyA2, storeId: storeC.storeId, quantity: 2 }]);
    // Another shopper's unpaid order is not the store's business yet.
    await place((await newShopper()).api, [{ productId: plentyA2, storeId: storeC.storeId, quantity: 1 }]);
    expect(await owner.merchantOrder.list.query({})).toMatchObject({ items: [], counts: { all: 0, pending_payment: 0, shipping: 0, after_sales: 0 }, receivable: 0 });

    await credit(buyer.userId, order!.total);
    await buyer.api.payment.payOrders.mutate({ orderIds: [order!.id], method: 'balance' });
    const awaiting = await eventually(async () => (await owner.merchantOrder.list.query({ tab: 'pending_payment' })).items[0], 30_000, 'the paid order listed for its store');
    expect(awaiting).toMatchObject({ id: order!.id, orderNo: order!.orderNo, status: 'pending_shipment', goodsCostStatus: 'awaiting', paymentMethod: 'balance', total: order!.total, trackingNumber: '' });
    expect(awaiting.goodsCost).toBeGreaterThan(0);
    expect(awaiting.goodsCost).toBe(awaiting.items.reduce((sum, item) => sum + item.merchantPrice * item.quantity, 0));
    expect(awaiting.profit).toBe(order!.goodsAmount - awaiting.goodsCost);
    expect(await owner.merchantOrder.detail.query({ id: order!.id })).toEqual(awaiting);
    const listed = await owner.merchantOrder.list.query({});
    expect(listed).toMatchObject({ counts: { all: 1, pending_payment: 1, shipping: 0, after_sales: 0 }, receivable: order!.goodsAmount });

    const centre = await owner.merchant.centre.query();
    expect(centre).toMatchObject({ store: { id: storeC.storeId }, counts: listed.counts, receivable: order!.goodsAmount, available: 0, held: 0, assets: order!.goodsAmount, goodsCost: 0 });

    // The buyer's view of the same order has no goods cost, unit cost or profit.
    const buyerView = await buyer.api.order.detail.query({ id: order!.id });
    expect(buyerView).toMatchObject({ status: 'pending_shipment', total: order!.total });
    expect(JSON.stringify(buyerView)).not.toMatch(/goodsCost|merchantPrice|unitCost|profit/);

    // Not a merchant: the buyer; another store's owner does not find the order.
    for (const lang of languages) {
      const asBuyer = client(backend, { token: buyer.token, lang });
      for (const call of [asBuyer.merchantOrder.list.query({}), asBuyer.merchantOrder.detail.query({ id: order!.id }), asBuyer.merchant.centre.query()]) {
        const refused = await failure(call);
        expect(refused.data).toMatchObject({ reason: 'not_a_merchant' });
        expect(refused.message).toBe(texts.not_a_merchant[lang]);
      }
    }
    const otherOwner = client(backend, { token: storeB.token });
    expect((await failure(otherOwner.merchantOrder.detail.query({ id: order!.id }))).data).toMatchObject({ code: 'NOT_FOUND', reason: 'order_not_found' });
    expect((await failure(otherOwner.merchantOrder.payGoodsCost.mutate({ id: order!.id }))).data).toMatchObject({ code: 'NOT_FOUND' });
    expect((await otherOwner.merchantOrder.list.query({})).items.map((item) => item.id)).not.toContain(order!.id);

    // The goods cost: refused over the balance, then paid from it; the platform ships.
    expect((await failure(owner.merchantOrder.payGoodsCost.mutate({ id: order!.id }))).message).toBe('Insufficient balance');
    await credit(storeC.ownerId, awaiting.goodsCost);
    expect(await owner.merchantOrder.payGoodsCost.mutate({ id: order!.id })).toMatchObject({ goodsCostStatus: 'paid' });
    const shipped = await eventually(async () => {
      const current = await owner.merchantOrder.detail.query({ id: order!.id });
      return current.status === 'pending_receipt' && current;
    }, 30_000, 'the order shipped');
    expect(shipped.trackingNumber).toMatch(/^SPX\d{12}$/);
    expect(shipped.shippedAt).toBeInstanceOf(Date);
    expect((await owner.merchantOrder.list.query({})).counts).toMatchObject({ all: 1, pending_payment: 0, shipping: 1 });
    expect(await owner.merchant.centre.query()).toMatchObject({ available: 0, goodsCost: awaiting.goodsCost, profit: -awaiting.goodsCost, receivable: order!.goodsAmount });
    expect((await owner.fund.records.query({})).items.map((record) => [record.type, record.amount])).toEqual([
      ['mch_order_pay', -awaiting.goodsCost],
      ['sysmtem', awaiting.goodsCost],
    ]);
    const receiving = await buyer.api.order.list.query({ tab: 'pending_receipt' });
    expect(receiving.items).toEqual([expect.objectContaining({ id: order!.id, trackingNumber: shipped.trackingNumber })]);
  });

  /** An order of store A for a new shopper, paid by balance, its goods cost paid by the owner, shipped. */
  async function shippedOrder() {
    const buyer = await newShopper();
    const owner = client(backend, { token: storeA.token });
    const [order] = await place(buyer.api, [{ productId: plentyA1, storeId: storeA.storeId, quantity: 1 }]);
    await credit(buyer.userId, order!.total);
    await buyer.api.payment.payOrders.mutate({ orderIds: [order!.id], method: 'balance' });
    const awaiting = await eventually(async () => (await owner.merchantOrder.detail.query({ id: order!.id })).goodsCost, 30_000, 'the paid order at its store');
    await credit(storeA.ownerId, awaiting);
    await owner.merchantOrder.payGoodsCost.mutate({ id: order!.id });
    await eventually(async () => (await buyer.api.order.detail.query({ id: order!.id })).status === 'pending_receipt', 30_000, 'the order shipped');
    return { buyer, owner, id: order!.id };
  }

  it('take a return: refused with a reason the buyer sees, asked again, approved, refunded once the goods are back', async () => {
    const { buyer, owner, id } = await shippedOrder();
    const received = await buyer.api.order.confirmReceipt.mutate({ id });
    expect(received).toMatchObject({ status: 'pending_review', return: null });
    expect(received.returnDeadline!.getTime() - received.receivedAt!.getTime()).toBe(7 * 24 * 60 * 60_000);
    const noReason = await failure(client(backend, { token: buyer.token, lang: 'zh' }).order.requestReturn.mutate({ id, reason: '  ' }));
    expect(noReason.data).toMatchObject({ reason: 'return_reason_required', field: 'reason' });
    expect(noReason.message).toBe('请填写退货原因');
    await expectNulRefused((lang) => client(backend, { token: buyer.token, lang }).order.requestReturn.mutate({ id, reason: 'Barang\u0000rusak' }), 'reason');
    expect(await buyer.api.order.detail.query({ id })).toMatchObject({ status: 'pending_review', return: null });
    const requested = await buyer.api.order.requestReturn.mutate({ id, reason: 'Barang rusak' });
    expect(requested).toMatchObject({ status: 'return_requested', return: { reason: 'Barang rusak', refusedReason: '', decidedAt: null, refundedAt: null } });
    expect((await owner.merchantOrder.list.query({ tab: 'after_sales' })).items.map((order) => [order.id, order.status])).toContainEqual([id, 'return_requested']);

    const unexplained = await failure(client(backend, { token: storeA.token, lang: 'ind' }).merchantOrder.reviewReturn.mutate({ id, approve: false, reason: ' ' }));
    expect(unexplained.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'reason_required', field: 'reason' });
    const refused = await owner.merchantOrder.reviewReturn.mutate({ id, approve: false, reason: 'Segel masih utuh' });
    expect(refused).toMatchObject({ status: 'pending_review', return: { reason: 'Barang rusak', refusedReason: 'Segel masih utuh' } });
    expect((await buyer.api.order.detail.query({ id })).return).toMatchObject({ refusedReason: 'Segel masih utuh', decidedAt: expect.any(Date) });
    expect((await failure(owner.merchantOrder.reviewReturn.mutate({ id, approve: true }))).data).toMatchObject({ reason: 'return_not_requested' });

    await buyer.api.order.requestReturn.mutate({ id, reason: 'Masih rusak' });
    const retrying = client(backend, { token: storeA.token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const approved = await retrying.merchantOrder.reviewReturn.mutate({ id, approve: true });
    expect(approved).toMatchObject({ return: { reason: 'Masih rusak', refusedReason: '' } });
    expect(await retrying.merchantOrder.reviewReturn.mutate({ id, approve: true })).toEqual(approved);
    const refunded = await eventually(async () => {
      const order = await buyer.api.order.detail.query({ id });
      return order.status === 'refunded' && order;
    }, 30_000, 'the return refunded');
    expect(refunded.return!.refundedAt).toBeInstanceOf(Date);
    expect(await owner.merchantOrder.detail.query({ id })).toMatchObject({ status: 'refunded', goodsCostStatus: 'refunded' });
  });

  it('complete an order with the buyer’s review; then it can no longer be returned', async () => {
    const { buyer, owner, id } = await shippedOrder();
    const retrying = client(backend, { token: buyer.token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const received = await retrying.order.confirmReceipt.mutate({ id });
    expect(await retrying.order.confirmReceipt.mutate({ id })).toEqual(received);
    expect((await buyer.api.order.list.query({ tab: 'pending_review' })).items.map((order) => order.id)).toEqual([id]);

    const tooMany = await failure(client(backend, { token: buyer.token, lang: 'ind' }).order.review.mutate({ id, rating: 6, text: '' }));
    expect(tooMany.data).toMatchObject({ reason: 'invalid_rating', field: 'rating' });
    expect(tooMany.message).toBe('Silakan beri 1 sampai 5 bintang');
    await expectNulRefused((lang) => client(backend, { token: buyer.token, lang }).order.review.mutate({ id, rating: 4, text: 'Mantap\u0000' }), 'text');
    expect(await buyer.api.order.detail.query({ id })).toMatchObject({ status: 'pending_review', review: null });
    const reviewing = client(backend, { token: buyer.token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const reviewed = await reviewing.order.review.mutate({ id, rating: 4, text: '  Mantap, pengiriman cepat.  ' });
    expect(reviewed).toMatchObject({ status: 'completed', review: { rating: 4, text: 'Mantap, pengiriman cepat.' } });
    expect(reviewed.completedAt).toBeInstanceOf(Date);
    expect(await reviewing.order.review.mutate({ id, rating: 4, text: '  Mantap, pengiriman cepat.  ' })).toEqual(reviewed);
    expect(await owner.merchantOrder.detail.query({ id })).toMatchObject({ status: 'completed', goodsCostStatus: 'completed' });
    expect((await failure(buyer.api.order.requestReturn.mutate({ id, reason: 'Berubah pikiran' }))).data).toMatchObject({ reason: 'return_not_allowed' });
    expect((await failure(buyer.api.order.review.mutate({ id, rating: 5, text: '' }))).data).toMatchObject({ reason: 'order_not_reviewable' });
  });
});
