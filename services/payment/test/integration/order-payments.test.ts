import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1, paymentV1, recordTypeProto } from '@shop/contracts';
import { AppError, createGrpcClient, createUseCaseRunner, parseSigningKey, runWithRequestContext, signingKeyOf } from '@shop/service-kit';
import { testServiceKeyEnv } from '@shop/test-kit';
import { gatewayCall } from '../../src/application/shared/callers.js';
import { reconcileOrderCharge } from '../../src/application/reconcile-order-charge.js';
import { postOrderPayment, settleBalancePayment } from '../../src/application/settle-order-payment.js';
import { fundClient } from '../../src/clients/fund.js';
import { LOCAL_EXPIRY_GRACE_MS } from '../../src/domain/recharge-status.js';
import { midtransGateway } from '../../src/gateway/midtrans.js';
import { GATEWAY_KEY, startFund, startPayment, withKey, type FundFixture, type PaymentFixture } from './fixture.js';

const { PaymentMethod: Method, OrderPaymentStatus: Status } = paymentV1;

// A real fund service beside payment, and the sandbox gateway. The orders are the order service's:
// until it runs here, a payment's rows are written as PayOrders writes them, and what follows (the
// gateway's notifications, the postings, the reconciliation) runs for real.
let fund: FundFixture;
let payment: PaymentFixture;
let poster: ReturnType<typeof createGrpcClient<typeof fundV1.FundServiceService>>;
let owner: ReturnType<typeof createGrpcClient<typeof fundV1.FundServiceService>>;

beforeAll(async () => {
  fund = await startFund();
  const fundUrl = fund.url;
  payment = await startPayment({ fundUrl });
  poster = fundClient('payment', { SERVICE_IDENTITY_KEY: parseSigningKey(testServiceKeyEnv('payment').SERVICE_IDENTITY_KEY), FUND_GRPC_URL: fundUrl });
  const bffKey = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
  owner = createGrpcClient(fundV1.FundServiceService, fundUrl, { defaultDeadlineMs: 15_000, identity: { key: bffKey, audience: 'fund' } });
});

afterAll(async () => {
  poster?.close();
  owner?.close();
  await payment?.stop();
  await fund?.stop();
});

const runner = () => createUseCaseRunner(payment.service.orm);
const records = (userId: string) => runWithRequestContext({ requestId: randomUUID(), user: { id: userId, roles: [] } }, () => owner.call.listMyRecords({ type: fundV1.RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor: '', limit: 50, reference: '' }));
const wallet = async (userId: string) => (await runWithRequestContext({ requestId: randomUUID(), user: { id: userId, roles: [] } }, () => owner.call.getMyWallet({}))).wallet!;
const topUp = (userId: string, amount: number) =>
  poster.call.credit({ posting: { userId, amount, type: recordTypeProto.recharge, reference: `recharge:${randomUUID()}`, memo: 'bca_va' } });

/**
 * A payment and its claims as PayOrders keeps them (pending; a gateway one with its charge opened at
 * the sandbox unless `charged` is false, for a payment the gateway has lost, whose notifications
 * would otherwise race the test).
 */
async function openPayment(buyerId: string, amount: number, method: 'balance' | 'bca_va', { charged = true } = {}): Promise<string> {
  const orderIds = [randomUUID(), randomUUID()];
  const id = randomUUID();
  const now = new Date();
  const expiresAt = method === 'balance' ? null : new Date(now.getTime() + 15 * 60_000);
  let charge = { transactionId: null as string | null, vaNumber: null as string | null };
  if (expiresAt && charged) {
    const gateway = midtransGateway({ apiUrl: payment.sandbox.url, serverKey: GATEWAY_KEY, payoutUrl: `${payment.sandbox.url}/iris`, payoutKey: GATEWAY_KEY, timeoutMs: 5000, returnUrl: undefined });
    charge = await gateway.charge({ orderId: id, amount, method: 'bca_va', createdAt: now, expiresAt });
  }
  await payment.sql(
    `insert into order_payment (id, buyer_id, order_ids, order_nos, amount, currency, method, status, va_number, gateway_transaction_id, gateway_status, created_at, expires_at, heard_at, posted)
     values (?, ?, ?::jsonb, ?::jsonb, ?, 'IDR', ?, 'pending', ?, ?, ?, ?, ?, ?, false)`,
    [id, buyerId, JSON.stringify(orderIds), JSON.stringify(orderIds.map((_, i) => `20261201-ORDER${i}`)), amount, method, charge.vaNumber, charge.transactionId, expiresAt ? 'pending' : null, now, expiresAt, now],
  );
  for (const orderId of orderIds) await payment.sql('insert into order_payment_claim (order_id, payment_id) values (?, ?)', [orderId, id]);
  return id;
}

const claims = async (paymentId: string) => (await payment.sql<{ order_id: string }>('select order_id from order_payment_claim where payment_id = ?', [paymentId])).length;
const paidEvents = async (paymentId: string) => (await payment.events('payment.order.paid.v1')).filter((event) => event.paymentId === paymentId);

describe('PayOrders refusals before any order is asked for', () => {
  it('refuses no orders, more than ten and an unknown method as invalid_payment_method', async () => {
    const user = payment.asUser(randomUUID());
    const ids = Array.from({ length: 11 }, () => randomUUID());
    for (const [request, key] of [
      [{ orderIds: [], method: Method.PAYMENT_METHOD_BALANCE }, 'none-at-all'],
      [{ orderIds: ids, method: Method.PAYMENT_METHOD_BALANCE }, 'eleven-orders'],
      [{ orderIds: [ids[0]!], method: Method.PAYMENT_METHOD_UNSPECIFIED }, 'no-method-given'],
    ] as const) {
      await expect(user.payOrders({ orderIds: [...request.orderIds], method: request.method }, withKey(key))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_payment_method' });
    }
  });

  it('answers NOT_FOUND for a payment that is not the caller’s', async () => {
    const buyer = randomUUID();
    const id = await openPayment(buyer, 10_000, 'balance');
    await expect(payment.asUser(randomUUID()).getMyOrderPayment({ id })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'order_payment_not_found' });
    await expect(payment.asUser(buyer).getMyOrderPayment({ id: 'not-an-id' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await payment.asUser(buyer).getMyOrderPayment({ id })).payment).toMatchObject({ id, status: Status.ORDER_PAYMENT_STATUS_PENDING, method: Method.PAYMENT_METHOD_BALANCE, expiresAt: '' });
  });
});

describe('a gateway payment', () => {
  it('paid at the gateway, with duplicated notifications: one credit, one debit, one event', async () => {
    const buyer = randomUUID();
    const id = await openPayment(buyer, 157_250, 'bca_va');
    payment.sandbox.pay(id);
    await payment.sandbox.idle();
    const { payment: paid } = await payment.asUser(buyer).getMyOrderPayment({ id });
    expect(paid).toMatchObject({ status: Status.ORDER_PAYMENT_STATUS_PAID, amount: 157_250 });
    expect(paid!.paidAt).not.toBe('');
    const { items } = await records(buyer);
    expect(items.map((record) => [record.reference, record.amount])).toEqual(
      expect.arrayContaining([
        [`order-charge:${id}`, 157_250],
        [`order-payment:${id}`, -157_250],
      ]),
    );
    expect(items).toHaveLength(2);
    expect((await wallet(buyer)).available).toBe(0);
    expect(await paidEvents(id)).toEqual([expect.objectContaining({ buyerId: buyer, amount: 157_250, method: 'bca_va' })]);
    expect(await claims(id)).toBe(2);
  });

  it('expired unpaid: the reconciliation expires it and its orders are payable again', async () => {
    const buyer = randomUUID();
    const id = await openPayment(buyer, 20_000, 'bca_va', { charged: false });
    const gateway = midtransGateway({ apiUrl: payment.sandbox.url, serverKey: GATEWAY_KEY, payoutUrl: `${payment.sandbox.url}/iris`, payoutKey: GATEWAY_KEY, timeoutMs: 5000, returnUrl: undefined });
    const clock = () => new Date(Date.now() + 16 * 60_000 + LOCAL_EXPIRY_GRACE_MS);
    const reconciled = await reconcileOrderCharge(createUseCaseRunner(payment.service.orm, clock), gateway, { chargeApplied: async () => false })({ checkAfterMs: 60_000, roundStartedAt: clock() });
    expect(reconciled).toMatchObject({ paymentId: id, outcome: 'applied', status: 'expired' });
    expect(await claims(id)).toBe(0);
    expect(await paidEvents(id)).toEqual([]);
  });

  it('paid but interrupted before its postings: the reconciliation posts it once', async () => {
    const buyer = randomUUID();
    const id = await openPayment(buyer, 33_000, 'bca_va', { charged: false });
    await payment.sql(`update order_payment set status = 'paid', paid_at = now(), heard_at = now() - interval '1 minute' where id = ?`, [id]);
    // The credit went through before the interruption: posting again must not double it.
    await poster.call.credit({ posting: { userId: buyer, amount: 33_000, type: recordTypeProto.recharge, reference: `order-charge:${id}`, memo: 'bca_va' } });
    const posted = await runner().command(postOrderPayment(poster.call), { roundStartedAt: new Date() }, gatewayCall);
    expect(posted).toMatchObject({ payment: { id, posted: true }, refusal: undefined });
    expect(await runner().command(postOrderPayment(poster.call), { paymentId: id }, gatewayCall)).toBeUndefined();
    expect((await records(buyer)).items).toHaveLength(2);
    expect((await wallet(buyer)).available).toBe(0);
    expect(await paidEvents(id)).toHaveLength(1);
  });
});

describe('a balance payment', () => {
  it('debited before a crash: settling again answers the first debit, paid once', async () => {
    const buyer = randomUUID();
    await topUp(buyer, 100_000);
    const id = await openPayment(buyer, 60_000, 'balance');
    await poster.call.debit({ posting: { userId: buyer, amount: 60_000, type: recordTypeProto.prd_order_pay, reference: `order-payment:${id}`, memo: '20261201-ORDER0, 20261201-ORDER1' } });
    const settle = settleBalancePayment(poster.call);
    const [first, second] = await Promise.all([runner().command(settle, { paymentId: id }, gatewayCall), runner().command(settle, { paymentId: id }, gatewayCall)]);
    expect(first).toMatchObject({ payment: { status: 'paid', posted: true }, insufficientBalance: false });
    expect(second).toMatchObject({ payment: { status: 'paid' }, insufficientBalance: false });
    expect((await wallet(buyer)).available).toBe(40_000);
    expect(await paidEvents(id)).toEqual([expect.objectContaining({ amount: 60_000, method: 'balance' })]);
  });

  it('left pending by a crash before the debit: the reconciliation debits it', async () => {
    const buyer = randomUUID();
    await topUp(buyer, 80_000);
    const id = await openPayment(buyer, 80_000, 'balance');
    await payment.sql(`update order_payment set heard_at = now() - interval '10 minutes' where id = ?`, [id]);
    const settled = await runner().command(settleBalancePayment(poster.call), { checkAfterMs: 60_000, roundStartedAt: new Date() }, gatewayCall);
    expect(settled).toMatchObject({ payment: { id, status: 'paid' }, insufficientBalance: false });
    expect((await wallet(buyer)).available).toBe(0);
    expect((await records(buyer)).items.find((record) => record.reference === `order-payment:${id}`)).toMatchObject({ amount: -80_000, memo: '20261201-ORDER0, 20261201-ORDER1' });
  });

  it('over the balance: failed, nothing debited, the orders payable again', async () => {
    const buyer = randomUUID();
    await topUp(buyer, 5_000);
    const id = await openPayment(buyer, 5_001, 'balance');
    const settled = await runner().command(settleBalancePayment(poster.call), { paymentId: id }, gatewayCall);
    expect(settled).toMatchObject({ payment: { status: 'failed' }, insufficientBalance: true });
    expect(await claims(id)).toBe(0);
    expect((await wallet(buyer)).available).toBe(5_000);
    expect(await paidEvents(id)).toEqual([]);
  });
});

describe('PayOrders with the order service unreachable', () => {
  it('answers UNAVAILABLE and keeps nothing', async () => {
    const buyer = randomUUID();
    const error = await payment.asUser(buyer).payOrders({ orderIds: [randomUUID()], method: Method.PAYMENT_METHOD_BALANCE }, withKey('order-service-down')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await payment.sql('select 1 from order_payment where buyer_id = ?', [buyer])).toEqual([]);
  });
});
