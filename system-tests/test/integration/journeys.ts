import { expect } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { client, failure, freshPhone, openStore, signInOperator, signUpShopper, type Bff } from '@shop/trpc-testing';
import type { StackDeployable } from './released.js';
import type { Stack } from './stack.js';

// Each domain's journeys as shoppers, merchants and operators take them, through the BFF's /trpc as the front
// ends call it; they run against stacks whose deployables are of different versions, so they use
// only what the released front ends use, and they assert what those users see.

type Api = ReturnType<typeof client>;

/** What the journeys share in one stack: a store opened the way a merchant opens one, listing products with stock to spare. */
export interface Market {
  bff: Bff;
  stack: Stack;
  /** The platform's operator, signed in. */
  ops: Api;
  store: Awaited<ReturnType<typeof openStore>>;
  productIds: number[];
}

const gambir = { recipientName: 'Siti Rahma', phone: '0812 1111 2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12', isDefault: true };

/** Opens a store through the BFF (a user applies, the operator approves) listing two products with stock to spare. */
export async function openMarket(stack: Stack): Promise<Market> {
  const bff = { baseUrl: stack.bff!.url };
  const { items } = await client(bff).product.list.query({ pageSize: 100 });
  const productIds = items
    .filter((product) => product.stock >= 100)
    .slice(0, 2)
    .map((product) => product.id);
  expect(productIds).toHaveLength(2);
  const ops = await signInOperator(bff);
  const store = await openStore(bff, ops, productIds);
  return { bff, stack, ops, store, productIds };
}

/** A signed-in shopper with a default delivery address. */
async function newShopper(bff: Bff, lang = 'en'): Promise<{ api: Api; userId: string }> {
  const { token, user } = await signUpShopper(bff);
  const api = client(bff, { token, lang });
  await api.address.create.mutate(gambir);
  return { api, userId: user.id };
}

/** Reads through the BFF that need the deployable: once they answer, the rolled deployable serves the BFF's calls. */
export const reaching: Record<StackDeployable, (market: Market) => Promise<unknown>> = {
  // The BFF has two channels to identity: its service and the dev inbox's.
  identity: ({ bff, store }) => Promise.all([client(bff, { token: store.token }).user.me.query(), client(bff).dev.inbox.query({ account: freshPhone() })]),
  catalog: ({ bff, productIds }) => client(bff).product.detail.query({ id: productIds[0]! }),
  merchant: ({ bff, store }) => client(bff).merchant.shop.query({ id: store.storeId }),
  fund: ({ bff, store }) => client(bff, { token: store.token }).fund.wallet.query(),
  payment: ({ bff, store }) => client(bff, { token: store.token }).payment.recharges.query({}),
  order: ({ bff, store }) => client(bff, { token: store.token }).cart.get.query(),
  bff: ({ bff }) => client(bff).category.tree.query(),
};

/** identity's: signing up and in, the profile, addresses, a refused sign-in, signing out. */
export async function identityJourneys({ bff }: Market): Promise<void> {
  const account = freshPhone();
  const password = 'rahasia123';
  const { token, user } = await signUpShopper(bff, account, password);
  expect(await client(bff, { token }).user.me.query()).toMatchObject({ id: user.id });

  const { token: signedIn } = await client(bff).user.signin.mutate({ account, password });
  const api = client(bff, { token: signedIn, lang: 'ind' });
  await api.user.updateProfile.mutate({ nickname: 'Rina' });
  expect(await api.user.me.query()).toMatchObject({ id: user.id, nickname: 'Rina' });
  const home = await api.address.create.mutate(gambir);
  const office = await api.address.create.mutate({ ...gambir, detail: 'Jl. Sudirman No. 1', isDefault: false });
  await api.address.setDefault.mutate({ id: office.id });
  expect((await api.address.list.query()).map((address) => [address.id, address.isDefault])).toEqual([
    [office.id, true],
    [home.id, false],
  ]);

  const refused = await failure(client(bff, { lang: 'ind' }).user.signin.mutate({ account, password: 'bukan-sandinya1' }));
  expect(refused.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'signin_failed' });
  await api.user.signout.mutate();
  expect((await failure(api.user.me.query())).data).toMatchObject({ code: 'UNAUTHORIZED' });
}

/** catalog's: the product list, a product page with its seller, search, the category tree, a store's products. */
export async function catalogJourneys({ bff, store, productIds }: Market): Promise<void> {
  const visitor = client(bff, { lang: 'ind' });
  const { items, total } = await visitor.product.list.query({ pageSize: 20 });
  expect(items.length).toBeGreaterThan(0);
  expect(total).toBeGreaterThanOrEqual(items.length);
  const [productId] = productIds as [number];
  const product = await visitor.product.detail.query({ id: productId, storeId: store.storeId });
  expect(product).toMatchObject({ id: productId, seller: expect.objectContaining({ id: store.storeId }) });

  const found = await visitor.product.search.query({ keyword: product.title.split(' ')[0]!, limit: 50 });
  expect(found.items.length).toBeGreaterThan(0);
  const { categories } = await visitor.category.tree.query();
  expect(categories.length).toBeGreaterThan(0);
  const listed = await visitor.merchant.shopProducts.query({ id: store.storeId });
  expect(listed.items.map((item) => item.id).sort()).toEqual([...productIds].sort());
}

/** order's: cart, checkout, paying from the balance, the merchant paying the goods cost, shipping, receipt and a review. */
export async function orderJourneys({ bff, stack, store, productIds }: Market): Promise<void> {
  const shopper = await newShopper(bff);
  const [first, second] = productIds as [number, number];
  await shopper.api.cart.add.mutate({ productId: first, storeId: store.storeId, quantity: 2 });
  await shopper.api.cart.add.mutate({ productId: second, storeId: store.storeId, quantity: 1 });
  expect((await shopper.api.cart.get.query()).stores.flatMap((group) => group.lines.map((line) => [line.productId, line.quantity]))).toEqual(
    expect.arrayContaining([
      [first, 2],
      [second, 1],
    ]),
  );
  const quote = await shopper.api.order.quote.query({ from: 'cart' });
  const [order] = await shopper.api.order.place.mutate({ from: 'cart', expectedTotal: quote.total });
  expect(order).toMatchObject({ status: 'pending_payment', total: quote.total });
  expect((await shopper.api.cart.get.query()).stores).toEqual([]);

  // The shopper's balance is topped up (a recharge), then pays.
  await stack.credit(shopper.userId, quote.total);
  expect(await shopper.api.payment.payOrders.mutate({ orderIds: [order!.id], method: 'balance' })).toMatchObject({ status: 'paid', amount: quote.total });
  const owner = client(bff, { token: store.token });
  const awaiting = await eventually(async () => {
    const seen = await owner.merchantOrder.detail.query({ id: order!.id });
    return seen.goodsCostStatus === 'awaiting' && seen;
  }, 30_000, 'the paid order at the store');
  await stack.credit(store.ownerId, awaiting.goodsCost);
  expect(await owner.merchantOrder.payGoodsCost.mutate({ id: order!.id })).toMatchObject({ goodsCostStatus: 'paid' });
  await eventually(async () => (await shopper.api.order.detail.query({ id: order!.id })).status === 'pending_receipt', 30_000, 'the order shipped');

  expect(await shopper.api.order.confirmReceipt.mutate({ id: order!.id })).toMatchObject({ status: 'pending_review' });
  expect(await shopper.api.order.review.mutate({ id: order!.id, rating: 5, text: 'Barang sesuai.' })).toMatchObject({ status: 'completed' });
  expect((await shopper.api.order.list.query({})).items.map((listed) => [listed.id, listed.status])).toEqual([[order!.id, 'completed']]);
}

/** merchant's: applying for a store and its approval, listing products, the public shop page, editing the store, the merchant centre. */
export async function merchantJourneys({ bff, ops, productIds }: Market): Promise<void> {
  const opened = await openStore(bff, ops, productIds.slice(0, 1));
  const owner = client(bff, { token: opened.token, lang: 'ind' });
  const { store } = await owner.merchant.me.query();
  expect(store).toMatchObject({ id: opened.storeId, autoPay: false });
  const shop = await client(bff).merchant.shop.query({ id: opened.storeId });
  expect(shop).toMatchObject({ id: opened.storeId, name: store!.name });
  await owner.merchant.updateStore.mutate({ storeName: store!.name, phone: '0812 3456 7890', description: 'Batik tulis asli.', logoKey: store!.logo.key, autoPay: true });
  expect((await owner.merchant.me.query()).store).toMatchObject({ description: 'Batik tulis asli.', autoPay: true });
  expect((await client(bff).merchant.shopProducts.query({ id: opened.storeId })).items.map((item) => item.id)).toEqual(productIds.slice(0, 1));
  expect(await owner.merchant.centre.query()).toMatchObject({ store: expect.objectContaining({ id: opened.storeId }) });
}

/** fund's: binding a bank account, a balance an operator credits, a withdrawal quoted, held, refused by the operator, the records. */
export async function fundJourneys({ bff, ops }: Market): Promise<void> {
  // Money going out takes the password (a BFF of the previous release ignores it on a withdrawal).
  const password = 'rahasia123';
  const { token, user } = await signUpShopper(bff, undefined, password);
  const api = client(bff, { token });
  await api.fund.bindBank.mutate({ bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890', password });
  await ops.operator.adjustWallet.mutate({ userId: user.id, amount: 200_000, reason: 'goodwill credit' });
  expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
  expect(await api.fund.quoteWithdrawal.query({ amount: 100_000 })).toMatchObject({ amount: 100_000, netAmount: expect.any(Number) });
  const withdrawal = await api.fund.withdraw.mutate({ amount: 100_000, password });
  expect(withdrawal).toMatchObject({ status: 'in_review' });
  expect(await api.fund.wallet.query()).toMatchObject({ available: 100_000, held: 100_000 });
  await ops.operator.reviewWithdrawal.mutate({ withdrawalId: withdrawal.id, approve: false, reason: 'name does not match' });
  expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
  expect((await api.fund.records.query({})).items.map((record) => record.amount)).toEqual([100_000, -100_000, 200_000]);
}

/** payment's: a recharge by virtual account paid at the gateway and credited, then orders paid by virtual account. */
export async function paymentJourneys({ bff, stack, store, productIds }: Market): Promise<void> {
  const shopper = await newShopper(bff);
  const recharge = await shopper.api.payment.recharge.mutate({ amount: 100_000, method: 'bca_va' });
  expect(recharge).toMatchObject({ status: 'pending', vaNumber: expect.stringMatching(/^\d{8,20}$/) });
  stack.sandbox.pay(recharge.id);
  await eventually(async () => (await shopper.api.payment.rechargeStatus.query({ id: recharge.id })).credited, 30_000, 'the recharge credited');
  expect(await shopper.api.fund.wallet.query()).toMatchObject({ available: 100_000 });

  const items = [{ productId: productIds[0]!, storeId: store.storeId, quantity: 1 }];
  const quote = await shopper.api.order.quote.query({ items });
  const [order] = await shopper.api.order.place.mutate({ items, expectedTotal: quote.total });
  const payment = await shopper.api.payment.payOrders.mutate({ orderIds: [order!.id], method: 'bca_va' });
  expect(payment).toMatchObject({ status: 'pending', amount: quote.total });
  stack.sandbox.pay(payment.id);
  await eventually(async () => (await shopper.api.payment.orderPayment.query({ id: payment.id })).status === 'paid', 30_000, 'the order payment paid');
  await eventually(async () => (await shopper.api.order.detail.query({ id: order!.id })).status === 'pending_shipment', 30_000, 'the paid order at the store');
}
