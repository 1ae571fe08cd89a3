import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderV1, paymentV1 } from '@shop/contracts';
import { createLogger, createUseCaseRunner } from '@shop/service-kit';
import { newKey, startOrderFixture, type OrderFixture, type TestStore } from '@shop/order/testing';
import { eventually, KillSwitch, testServiceEnv, testServiceKeyEnv } from '@shop/test-kit';
import { gatewayCall } from '../../src/application/shared/callers.js';
import { reconcileOrderCharge } from '../../src/application/reconcile-order-charge.js';
import { settleBalancePayment } from '../../src/application/settle-order-payment.js';
import { paymentWorkflows } from '../../src/application/workflows/index.js';
import { fundClient } from '../../src/clients/fund.js';
import { orderClient } from '../../src/clients/order.js';
import { loadConfig } from '../../src/config.js';
import { midtransGateway } from '../../src/gateway/midtrans.js';
import { GATEWAY_KEY, startPayment, withKey, type PaymentFixture } from './fixture.js';

const { PaymentMethod: Method, OrderPaymentStatus: Status } = paymentV1;
const { OrderStatus } = orderV1;

// PayOrders end to end: orders placed through the real order service (with the identity, catalog,
// merchant and fund services it composes), paid through this service against the same fund, the
// sandbox as the gateway. The order service's consumer runs here, so the paid event reaches it.
let orders: OrderFixture;
let payment: PaymentFixture;
let storeA: TestStore;
let storeB: TestStore;
let productA: number;
let productB: number;

/** Where the payment process stops driving a run next. */
const killSwitch = new KillSwitch('payment');

beforeAll(async () => {
  orders = await startOrderFixture({ worker: true });
  payment = await startPayment({ fundUrl: orders.grpcUrls.fund, orderUrl: orders.grpcUrls.order, onWorkflowProgress: killSwitch.onWorkflowProgress });
  [productA, productB] = orders.productIds as [number, number];
  storeA = await orders.newStore([productA]);
  storeB = await orders.newStore([productB]);
  for (const product of [productA, productB]) await orders.setStock(product, 1_000);
});

afterAll(async () => {
  await payment?.stop();
  await orders?.stop();
});

/** A new shopper with one unpaid order from each store, and the balance `funds` gives for their total on the wallet. */
async function buyerWithOrders(funds: (total: number) => number) {
  const buyerId = await orders.newShopper();
  const placed = await orders.place(buyerId, [
    { productId: productA, storeId: storeA.id, quantity: 2 },
    { productId: productB, storeId: storeB.id, quantity: 1 },
  ]);
  const total = placed.reduce((sum, order) => sum + order.total, 0);
  const balance = funds(total);
  if (balance > 0) await orders.credit(buyerId, balance);
  return { buyerId, placed, orderIds: placed.map((order) => order.id), total };
}

const enough = (total: number) => total + 50_000;
const none = () => 0;

const payByBalance = (buyerId: string, orderIds: string[], key = randomUUID()) => payment.asUser(buyerId).payOrders({ orderIds, method: Method.PAYMENT_METHOD_BALANCE }, withKey(key));
const paidEvents = async (paymentId: string) => (await payment.events('payment.order.paid.v1')).filter((event) => event.paymentId === paymentId);
const orderPayments = (buyerId: string) => payment.sql<{ id: string; status: string }>('select id, status from order_payment where buyer_id = ?', [buyerId]);
const orderDebits = async (buyerId: string) => (await orders.wallet(buyerId)).records.filter((record) => record.type === 'prd_order_pay');
const untilPendingShipment = (buyerId: string, orderId: string) =>
  eventually(async () => {
    const { order } = await orders.asUser(buyerId).getMyOrder({ id: orderId });
    return order!.status === OrderStatus.ORDER_STATUS_PENDING_SHIPMENT && order!;
  }, 30_000, `order ${orderId} pending shipment`);

describe('PayOrders by balance, with the real order service', () => {
  it('debits the total once as prd_order_pay, publishes the paid event, and the orders go to pending shipment', async () => {
    const { buyerId, placed, orderIds, total } = await buyerWithOrders(enough);
    const { payment: paid } = await payByBalance(buyerId, orderIds);
    expect(paid).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PAID, amount: total, method: Method.PAYMENT_METHOD_BALANCE, orderIds });

    const wallet = await orders.wallet(buyerId);
    expect(wallet.available).toBe(50_000);
    expect(wallet.records.filter((record) => record.type === 'prd_order_pay')).toEqual([{ type: 'prd_order_pay', amount: -total, reference: `order-payment:${paid!.id}` }]);
    expect(await paidEvents(paid!.id)).toEqual([expect.objectContaining({ buyerId, orderIds, amount: total, method: 'balance' })]);
    for (const order of placed) expect(await untilPendingShipment(buyerId, order.id)).toMatchObject({ paymentId: paid!.id, paymentMethod: 'balance' });
  });

  it('pays once for the same key, sent twice at once and again later', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders(enough);
    const key = randomUUID();
    const [first, second] = await Promise.all([payByBalance(buyerId, orderIds, key), payByBalance(buyerId, orderIds, key)]);
    const third = await payByBalance(buyerId, orderIds, key);
    expect(second.payment!.id).toBe(first.payment!.id);
    expect(third.payment).toMatchObject({ id: first.payment!.id, status: Status.ORDER_PAYMENT_STATUS_PAID });
    expect(await orderDebits(buyerId)).toEqual([expect.objectContaining({ amount: -total })]);
    expect((await orders.wallet(buyerId)).available).toBe(50_000);
    expect(await orderPayments(buyerId)).toHaveLength(1);
    expect(await paidEvents(first.payment!.id)).toHaveLength(1);
  });

  it('takes one of two payments of the same orders under different keys at once; the other is refused', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders(enough);
    const outcomes = await Promise.allSettled([payByBalance(buyerId, orderIds), payByBalance(buyerId, orderIds)]);
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.value.payment).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PAID, amount: total });
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({ code: 'FAILED_PRECONDITION', reason: expect.stringMatching(/^(payment_in_progress|order_not_payable)$/) });
    expect(await orderDebits(buyerId)).toEqual([expect.objectContaining({ amount: -total })]);
    expect((await orders.wallet(buyerId)).available).toBe(50_000);
    // Paid now: any later payment of them is refused as not payable.
    await expect(payByBalance(buyerId, orderIds)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'order_not_payable' });
  });

  it('refuses insufficient balance, debits nothing and leaves the orders payable', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders((due) => due - 1);
    await expect(payByBalance(buyerId, orderIds)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' });
    expect(await orderPayments(buyerId)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await orderDebits(buyerId)).toEqual([]);
    await orders.credit(buyerId, 1);
    expect((await payByBalance(buyerId, orderIds)).payment).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PAID, amount: total });
    expect((await orders.wallet(buyerId)).available).toBe(0);
  });

  it('refuses an order of another buyer as order_not_payable, keeping nothing', async () => {
    const { orderIds, total } = await buyerWithOrders(none);
    const stranger = await orders.newShopper();
    await orders.credit(stranger, total);
    await expect(payByBalance(stranger, orderIds)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'order_not_payable' });
    await expect(payByBalance(stranger, [orderIds[0]!])).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'order_not_payable' });
    expect(await orderPayments(stranger)).toEqual([]);
    expect((await orders.wallet(stranger)).available).toBe(total);
  });

  it('refuses a cancelled order as order_not_payable', async () => {
    const { buyerId, orderIds } = await buyerWithOrders(enough);
    await orders.asUser(buyerId).cancelMyOrder({ id: orderIds[0]! }, newKey());
    await expect(payByBalance(buyerId, orderIds)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'order_not_payable' });
    await expect(payByBalance(buyerId, [orderIds[0]!])).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'order_not_payable' });
    expect(await orderDebits(buyerId)).toEqual([]);
    // The other order is still the buyer's to pay.
    expect((await payByBalance(buyerId, [orderIds[1]!])).payment!.status).toBe(Status.ORDER_PAYMENT_STATUS_PAID);
  });
});

describe('PayOrders through the gateway, with the real order service', () => {
  it('paid at the sandbox (notifications duplicated): one recharge credit and one debit of the total, one event, the orders pending shipment', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders(none);
    const key = randomUUID();
    const { payment: opened } = await payment.asUser(buyerId).payOrders({ orderIds, method: Method.PAYMENT_METHOD_BCA_VA }, withKey(key));
    expect(opened).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PENDING, amount: total, vaNumber: expect.stringMatching(/^\d{8,20}$/) });
    // What the payer needs is kept with the payment: the page waiting for it shows it again.
    expect((await payment.asUser(buyerId).getMyOrderPayment({ id: opened!.id })).payment).toEqual(opened);
    expect((await payment.asUser(buyerId).payOrders({ orderIds, method: Method.PAYMENT_METHOD_BCA_VA }, withKey(key))).payment).toEqual(opened);
    expect(await payment.sql('select gateway_status from order_payment where id = ? and gateway_transaction_id is not null', [opened!.id])).toEqual([{ gateway_status: 'pending' }]);
    // Pending at the gateway, the orders are claimed: a balance payment of them waits its turn.
    await expect(payByBalance(buyerId, orderIds)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'payment_in_progress' });

    payment.sandbox.pay(opened!.id);
    await payment.sandbox.idle();
    const paid = await eventually(async () => {
      const { payment: current } = await payment.asUser(buyerId).getMyOrderPayment({ id: opened!.id });
      return current!.status === Status.ORDER_PAYMENT_STATUS_PAID && (await paidEvents(opened!.id)).length > 0 && current!;
    }, 30_000, 'gateway payment paid and posted');
    expect(paid.paidAt).not.toBe('');

    const wallet = await orders.wallet(buyerId);
    expect(wallet.available).toBe(0);
    expect(wallet.records).toEqual(
      expect.arrayContaining([
        { type: 'recharge', amount: total, reference: `order-charge:${opened!.id}` },
        { type: 'prd_order_pay', amount: -total, reference: `order-payment:${opened!.id}` },
      ]),
    );
    expect(wallet.records).toHaveLength(2);
    expect(await paidEvents(opened!.id)).toEqual([expect.objectContaining({ buyerId, orderIds, amount: total, method: 'bca_va' })]);
    // Its run answered at the charge, waited for the notification's signal, then posted.
    expect(await payment.sql(`select status from workflow_run where workflow = 'OrderPayment' and id = ?`, [opened!.id])).toEqual([{ status: 'done' }]);
    for (const orderId of orderIds) await untilPendingShipment(buyerId, orderId);
  });
});

describe('a payment whose process dies between two steps', () => {
  // The buyer's retry of the same intent (key) takes the run on from where it stopped; it ends as
  // an uninterrupted payment does, each posting once.
  const runOf = async (paymentId: string) => (await payment.sql<{ status: string }>(`select status from workflow_run where workflow = 'OrderPayment' and id = ?`, [paymentId]))[0]?.status;
  const balancePoints = ['ask the orders:applied', 'ask the orders:recorded', 'claim:recorded', 'post:applied', 'post:recorded', 'mark paid:recorded'];

  it.each(balancePoints)('by balance, at %s, is paid on the retry: one debit, one paid event', async (point) => {
    const { buyerId, orderIds, total } = await buyerWithOrders(enough);
    const key = randomUUID();
    killSwitch.arm(`OrderPayment/${point}`);
    await expect(payByBalance(buyerId, orderIds, key)).rejects.toThrow();
    expect(killSwitch.killed).toBe(true);
    const { payment: paid } = await payByBalance(buyerId, orderIds, key);
    expect(paid).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PAID, amount: total });
    expect(await orderDebits(buyerId)).toEqual([expect.objectContaining({ amount: -total, reference: `order-payment:${paid!.id}` })]);
    expect(await orderPayments(buyerId)).toEqual([{ id: paid!.id, status: 'paid' }]);
    expect(await paidEvents(paid!.id)).toHaveLength(1);
    expect(await runOf(paid!.id)).toBe('done');
  });

  it.each(['open the charge:applied', 'open the charge:recorded', 'record the charge:recorded'])('through the gateway, at %s, answers the charge on the retry, opened once', async (point) => {
    const { buyerId, orderIds, total } = await buyerWithOrders(none);
    const key = randomUUID();
    const pay = () => payment.asUser(buyerId).payOrders({ orderIds, method: Method.PAYMENT_METHOD_BCA_VA }, withKey(key));
    killSwitch.arm(`OrderPayment/${point}`);
    await expect(pay()).rejects.toThrow();
    expect(killSwitch.killed).toBe(true);
    const { payment: opened } = await pay();
    expect(opened).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PENDING, amount: total, vaNumber: expect.stringMatching(/^\d{8,20}$/) });
    expect(payment.sandbox.charge(opened!.id)).toMatchObject({ vaNumber: opened!.vaNumber });
    expect(await orderPayments(buyerId)).toEqual([{ id: opened!.id, status: 'pending' }]);
    expect(await runOf(opened!.id)).toBe('waiting');
  });
});

describe('the reconciliation and a payment’s run', () => {
  // What the payment service's reconciliation does with the runs, done here at a chosen instant:
  // this file's payment service runs no job (role api).
  const gateway = () => midtransGateway({ apiUrl: payment.sandbox.url, serverKey: GATEWAY_KEY, payoutUrl: `${payment.sandbox.url}/iris`, payoutKey: GATEWAY_KEY, timeoutMs: 5_000, returnUrl: undefined });
  const workflowsAt = (clock: () => Date) => {
    const config = loadConfig({
      ...testServiceEnv(),
      ...testServiceKeyEnv('payment'),
      ...payment.sandbox.paymentServiceEnv,
      FUND_GRPC_URL: orders.grpcUrls.fund,
      ORDER_GRPC_URL: orders.grpcUrls.order,
    });
    const deps = { gateway: gateway(), fund: fundClient('payment', config).call, orders: orderClient('payment', config).call };
    return { deps, ...paymentWorkflows(payment.service.orm, deps, { clock, logger: createLogger({ service: 'payment', level: 'silent' }) }) };
  };
  const runOf = async (paymentId: string) => (await payment.sql<{ status: string }>(`select status from workflow_run where workflow = 'OrderPayment' and id = ?`, [paymentId]))[0]?.status;

  it('signals the run of a payment paid at the gateway whose notification was lost; the run posts it once', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders(none);
    const { payment: opened } = await payment.asUser(buyerId).payOrders({ orderIds, method: Method.PAYMENT_METHOD_BCA_VA }, withKey(randomUUID()));
    payment.sandbox.pay(opened!.id, { notify: false });
    // The charge's own notifications (pending, on opening) are in: none of them moves it on.
    await payment.sandbox.idle();
    await payment.sql(`update order_payment set heard_at = now() - interval '10 minutes' where id = ?`, [opened!.id]);
    const reconciled = await reconcileOrderCharge(createUseCaseRunner(payment.service.orm), gateway(), workflowsAt(() => new Date()))({ checkAfterMs: 60_000, roundStartedAt: new Date() });
    expect(reconciled).toMatchObject({ paymentId: opened!.id, outcome: 'applied', status: 'paid' });
    expect(await paidEvents(opened!.id)).toEqual([expect.objectContaining({ amount: total, method: 'bca_va' })]);
    expect((await orders.wallet(buyerId)).records).toHaveLength(2);
    expect(await runOf(opened!.id)).toBe('done');
  });

  it('undoes a payment its caller abandoned before it moved money, after two minutes: the orders are payable again', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders(enough);
    killSwitch.arm('OrderPayment/claim:recorded');
    await expect(payment.asUser(buyerId).payOrders({ orderIds, method: Method.PAYMENT_METHOD_BCA_VA }, withKey(randomUUID()))).rejects.toThrow();
    const [abandoned] = await orderPayments(buyerId);
    await workflowsAt(() => new Date(Date.now() + 60_000)).engine.resumeDue(50);
    expect(await runOf(abandoned!.id)).toBe('running');
    await workflowsAt(() => new Date(Date.now() + 3 * 60_000)).engine.resumeDue(50);
    expect(await runOf(abandoned!.id)).toBe('failed');
    expect(await orderPayments(buyerId)).toEqual([{ id: abandoned!.id, status: 'failed' }]);
    expect(payment.sandbox.charge(abandoned!.id)).toBeUndefined();
    expect((await payByBalance(buyerId, orderIds)).payment).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PAID, amount: total });
  });

  it('takes a payment stopped once it may have moved money forward, whoever started it: paid, one debit', async () => {
    const { buyerId, orderIds, total } = await buyerWithOrders(enough);
    killSwitch.arm('OrderPayment/post:applied');
    await expect(payByBalance(buyerId, orderIds)).rejects.toThrow();
    const [stopped] = await orderPayments(buyerId);
    const later = workflowsAt(() => new Date(Date.now() + 3 * 60_000));
    // The job's settling of balance payments left pending is for payments without a run only.
    await payment.sql(`update order_payment set heard_at = now() - interval '10 minutes' where id = ?`, [stopped!.id]);
    expect(await createUseCaseRunner(payment.service.orm).command(settleBalancePayment(later.deps.fund), { checkAfterMs: 60_000, roundStartedAt: new Date() }, gatewayCall)).toBeUndefined();
    await later.engine.resumeDue(50);
    expect(await runOf(stopped!.id)).toBe('done');
    expect(await orderPayments(buyerId)).toEqual([{ id: stopped!.id, status: 'paid' }]);
    expect(await orderDebits(buyerId)).toEqual([expect.objectContaining({ amount: -total, reference: `order-payment:${stopped!.id}` })]);
    expect(await paidEvents(stopped!.id)).toHaveLength(1);
  });
});
