import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentV1 } from '@shop/contracts';
import { createUseCaseRunner } from '@shop/service-kit';
import { eventually } from '@shop/test-kit';
import { reconcileCharge } from '../../src/application/reconcile-charge.js';
import { midtransGateway } from '../../src/gateway/midtrans.js';
import { GATEWAY_KEY, sha512, startPayment, withKey, type PaymentFixture } from './fixture.js';

const { PaymentMethod: Method, RechargeStatus: Status } = paymentV1;

let payment: PaymentFixture;

beforeAll(async () => {
  payment = await startPayment();
});

afterAll(async () => {
  await payment?.stop();
});

async function openRecharge(amount = 150_000, method = Method.PAYMENT_METHOD_BCA_VA) {
  const user = randomUUID();
  const { recharge } = await payment.asUser(user).createRecharge({ amount, method }, withKey(`open-${user}`));
  // The sandbox's own pending notifications are answered before the test sends its own.
  await payment.sandbox.idle();
  return { user, recharge: recharge! };
}

const statusOf = async (user: string, id: string) => (await payment.asUser(user).getMyRecharge({ id })).recharge!.status;
const paidEventsOf = async (rechargeId: string) => (await payment.events('payment.recharge.paid.v1')).filter((event) => event.rechargeId === rechargeId);

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('charge notifications', () => {
  it('delivered three times each in shuffled order, together, mark the recharge paid once with one payment.recharge.paid.v1', async () => {
    const { user, recharge } = await openRecharge();
    // Paid at the gateway, whose own notification is lost: the test's copies are the ones that arrive.
    payment.sandbox.pay(recharge.id, { notify: false });
    const pending = { order_id: recharge.id, status_code: '201', gross_amount: '150000.00', transaction_status: 'pending' };
    const settlement = { order_id: recharge.id, status_code: '200', gross_amount: '150000.00', transaction_status: 'settlement' };
    const answers = await Promise.all(shuffled([pending, settlement, pending, settlement, pending, settlement]).map((fields) => payment.notifyCharge(fields)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { recharge: paid } = await payment.asUser(user).getMyRecharge({ id: recharge.id });
    expect(paid).toMatchObject({ status: Status.RECHARGE_STATUS_PAID, paidAt: expect.any(String) });
    expect(await paidEventsOf(recharge.id)).toEqual([{ rechargeId: recharge.id, userId: user, amount: 150_000, method: 'bca_va', paidAt: paid!.paidAt }]);
    // Anything after: answered 200 so the gateway stops, nothing changes (the gateway still answers settlement).
    expect(await (await payment.notifyCharge({ ...settlement, status_code: '407', transaction_status: 'expire' })).json()).toEqual({ status: 'unchanged' });
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PAID);
  });

  it('from the sandbox (three copies, a stale pending after the settlement) mark a paid charge paid once', async () => {
    const { user, recharge } = await openRecharge(75_000, Method.PAYMENT_METHOD_QRIS);
    payment.sandbox.pay(recharge.id);
    await payment.sandbox.idle();
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PAID);
    expect(await paidEventsOf(recharge.id)).toHaveLength(1);
  });

  it('of an expiry expire the recharge, with no event', async () => {
    const { user, recharge } = await openRecharge(60_000, Method.PAYMENT_METHOD_GOPAY);
    payment.sandbox.expire(recharge.id);
    await payment.sandbox.idle();
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_EXPIRED);
    expect(await paidEventsOf(recharge.id)).toEqual([]);
  });

  it('with a bad signature are refused (401), logged with the order id, and change nothing', async () => {
    const { user, recharge } = await openRecharge();
    const forged = await payment.notifyCharge({ order_id: recharge.id, status_code: '200', gross_amount: '150000.00', transaction_status: 'settlement' }, 'SB-Mid-server-forged');
    expect(forged.status).toBe(401);
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PENDING);
    expect(await paidEventsOf(recharge.id)).toEqual([]);
    const logged = await eventually(() => payment.logs().find((line) => line['orderId'] === recharge.id && line['level'] === 'warn'));
    expect(logged['msg']).toMatch(/bad signature/);
  });

  it('for another amount apply what the gateway answers, not what they say', async () => {
    const { user, recharge } = await openRecharge();
    payment.sandbox.pay(recharge.id, { notify: false });
    const answer = await payment.notifyCharge({ order_id: recharge.id, status_code: '200', gross_amount: '15000.00', transaction_status: 'settlement' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'applied' });
    expect(await paidEventsOf(recharge.id)).toEqual([expect.objectContaining({ amount: 150_000 })]);
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PAID);
  });

  it('replayed from a pending one with transaction_status edited to settlement are refused (401) and credit nothing', async () => {
    const { user, recharge } = await openRecharge();
    const pending = { order_id: recharge.id, status_code: '201', gross_amount: '150000.00', transaction_status: 'pending' };
    // status_code left 201: the signature still holds, the status contradicts it.
    const edited = await payment.notifyCharge({ ...pending, transaction_status: 'settlement' });
    expect(edited.status).toBe(401);
    // status_code changed to 200 too, keeping the pending one's signature.
    const signedPending = { ...pending, currency: 'IDR', signature_key: sha512(`${recharge.id}201150000.00${GATEWAY_KEY}`) };
    const recoded = await fetch(`${payment.notificationUrl}/notifications/charge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...signedPending, status_code: '200', transaction_status: 'settlement' }) });
    expect(recoded.status).toBe(401);
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PENDING);
    expect(await paidEventsOf(recharge.id)).toEqual([]);
    const logged = await eventually(() => payment.logs().find((line) => line['orderId'] === recharge.id && /contradicts/.test(String(line['msg']))));
    expect(logged['level']).toBe('warn');
  });

  it('of a settlement the gateway does not confirm (still pending there) credit nothing', async () => {
    const { user, recharge } = await openRecharge();
    const answer = await payment.notifyCharge({ order_id: recharge.id, status_code: '200', gross_amount: '150000.00', transaction_status: 'settlement' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'unchanged' });
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PENDING);
    expect(await paidEventsOf(recharge.id)).toEqual([]);
    // Paid later at the gateway, its own notification still makes it paid, once.
    payment.sandbox.pay(recharge.id);
    await payment.sandbox.idle();
    expect(await statusOf(user, recharge.id)).toBe(Status.RECHARGE_STATUS_PAID);
    expect(await paidEventsOf(recharge.id)).toHaveLength(1);
  });

  it('of an unknown order are answered 404, so the gateway retries', async () => {
    const answer = await payment.notifyCharge({ order_id: randomUUID(), status_code: '200', gross_amount: '10000.00', transaction_status: 'settlement' });
    expect(answer.status).toBe(404);
  });
});

describe('payout callbacks', () => {
  it('signed, of a payout the gateway does not confirm, settle nothing', async () => {
    const withdrawalId = randomUUID();
    await payment.sql(
      `insert into payout (withdrawal_id, user_id, amount, bank_code, account_name, account_number, status, gateway_status, created_at, heard_at) values (?, ?, 95000, 'bca', 'Siti Rahayu', '1234567890', 'accepted', 'queued', now(), now())`,
      [withdrawalId, randomUUID()],
    );
    // Signed as the gateway signs: but the gateway has no such payout (nothing was ever sent to it).
    const fields = { reference_no: withdrawalId, status: 'completed', amount: '95000.00' };
    const callback = await fetch(`${payment.notificationUrl}/notifications/payout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, signature_key: sha512(`${fields.reference_no}${fields.status}${fields.amount}${GATEWAY_KEY}`) }),
    });
    expect(callback.status).toBe(404);
    expect(await payment.sql('select status from payout where withdrawal_id = ?', [withdrawalId])).toEqual([{ status: 'accepted' }]);
    expect((await payment.events('payment.payout.settled.v1')).filter((event) => event.withdrawalId === withdrawalId)).toEqual([]);
  });
});

describe('the notification listener', () => {
  it('takes JSON POSTs of bounded size on its two paths only', async () => {
    const post = (path: string, body: string) => fetch(`${payment.notificationUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('/notifications/charge', 'not json')).status).toBe(400);
    expect((await post('/notifications/charge', '{"order_id":"x"}')).status).toBe(400);
    expect((await post('/notifications/charge', JSON.stringify({ padding: 'x'.repeat(20_000) }))).status).toBe(413);
    expect((await post('/elsewhere', '{}')).status).toBe(404);
    expect((await fetch(`${payment.notificationUrl}/notifications/payout`)).status).toBe(405);
  });
});

// This file runs no reconciliation job of its own (no worker): the test drives the one it checks.
describe('the reconciliation beside notifications', () => {
  it('asks the gateway holding no lock and no transaction: the charge stays free to update while the gateway answers, and a paid one is still settled', async () => {
    const user = randomUUID();
    const { recharge } = await payment.asUser(user).createRecharge({ amount: 45_000, method: Method.PAYMENT_METHOD_BNI_VA }, withKey(`unlocked-${user}`));
    await payment.sandbox.idle();
    payment.sandbox.pay(recharge!.id, { notify: false });
    const real = midtransGateway({ apiUrl: payment.sandbox.url, serverKey: GATEWAY_KEY, payoutUrl: `${payment.sandbox.url}/iris`, payoutKey: GATEWAY_KEY, timeoutMs: 2_000, returnUrl: undefined });
    const lockedWhileAsked: boolean[] = [];
    const watching = {
      ...real,
      async chargeStatus(orderId: string) {
        // Another connection takes the row at once, or fails: nothing may hold it while the gateway is asked.
        const locked = await payment.sql('select id from recharge where id = ? for update nowait', [orderId]).then(() => false, () => true);
        if (orderId === recharge!.id) lockedWhileAsked.push(locked);
        return real.chargeStatus(orderId);
      },
    };
    const reconcile = reconcileCharge(createUseCaseRunner(payment.service.orm), watching);
    await payment.sql(`update recharge set heard_at = now() - interval '10 minutes' where id = ?`, [recharge!.id]);
    const roundStartedAt = new Date();
    while (await reconcile({ checkAfterMs: 60_000, roundStartedAt }));
    expect(lockedWhileAsked).toEqual([false]);
    expect(await statusOf(user, recharge!.id)).toBe(Status.RECHARGE_STATUS_PAID);
    expect((await payment.events('payment.recharge.paid.v1')).filter((event) => event.rechargeId === recharge!.id)).toHaveLength(1);
  });
});
