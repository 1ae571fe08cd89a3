import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_PENDING_RECHARGES, paymentV1, RECHARGE_EXPIRY_MINUTES, RECHARGE_PRESETS } from '@shop/contracts';
import { startPayment, withKey, type PaymentFixture } from './fixture.js';

const { PaymentMethod: Method, RechargeStatus: Status } = paymentV1;

let payment: PaymentFixture;

beforeAll(async () => {
  payment = await startPayment();
});

afterAll(async () => {
  await payment?.stop();
});

describe('recharge options', () => {
  it('list every method with its limits, the presets and the payment window', async () => {
    const options = await payment.asUser(randomUUID()).getRechargeOptions({});
    expect(options.methods).toHaveLength(8);
    expect(options.methods).toContainEqual({ method: Method.PAYMENT_METHOD_BCA_VA, kind: 'virtual_account', minAmount: 10_000, maxAmount: 50_000_000 });
    expect(options.methods).toContainEqual({ method: Method.PAYMENT_METHOD_QRIS, kind: 'qris', minAmount: 10_000, maxAmount: 10_000_000 });
    expect(options.methods).toContainEqual({ method: Method.PAYMENT_METHOD_SHOPEEPAY, kind: 'ewallet', minAmount: 10_000, maxAmount: 10_000_000 });
    expect(options.presets).toEqual([...RECHARGE_PRESETS]);
    expect(options.expiryMinutes).toBe(RECHARGE_EXPIRY_MINUTES);
  });
});

describe('CreateRecharge', () => {
  it('opens a charge at the gateway with what the payer needs, for each method', async () => {
    const user = randomUUID();
    const me = payment.asUser(user);
    const { recharge: bca } = await me.createRecharge({ amount: 150_000, method: Method.PAYMENT_METHOD_BCA_VA }, withKey('open-bca'));
    expect(bca).toMatchObject({ userId: user, amount: 150_000, method: Method.PAYMENT_METHOD_BCA_VA, status: Status.RECHARGE_STATUS_PENDING, vaNumber: expect.stringMatching(/^\d{11}$/), paidAt: '' });
    expect(Date.parse(bca!.expiresAt) - Date.parse(bca!.createdAt)).toBe(RECHARGE_EXPIRY_MINUTES * 60_000);
    expect(payment.sandbox.charge(bca!.id)).toMatchObject({ amount: 150_000, bank: 'bca', vaNumber: bca!.vaNumber, status: 'pending' });

    const { recharge: mandiri } = await me.createRecharge({ amount: 200_000, method: Method.PAYMENT_METHOD_MANDIRI_BILL }, withKey('open-mandiri'));
    expect(mandiri).toMatchObject({ billerCode: '70012', vaNumber: expect.stringMatching(/^\d{12}$/) });
    const { recharge: permata } = await me.createRecharge({ amount: 200_000, method: Method.PAYMENT_METHOD_PERMATA_VA }, withKey('open-permata'));
    expect(permata!.vaNumber).toMatch(/^\d{18}$/);
    const { recharge: qris } = await me.createRecharge({ amount: 50_000, method: Method.PAYMENT_METHOD_QRIS }, withKey('open-qris'));
    expect(qris!.qrString).toContain(`/pay/${qris!.id}`);
    for (const [method, key] of [[Method.PAYMENT_METHOD_GOPAY, 'open-gopay'], [Method.PAYMENT_METHOD_SHOPEEPAY, 'open-shopeepay']] as const) {
      const { recharge } = await me.createRecharge({ amount: 75_000, method }, withKey(key));
      expect(recharge!.redirectUrl).toBe(`${payment.sandbox.url}/sandbox/pay/${recharge!.id}`);
    }
    expect((await me.getMyRecharge({ id: bca!.id })).recharge).toEqual(bca);
  });

  it('refuses amounts outside each method\'s limits and an unknown method, with the field, changing nothing', async () => {
    const me = payment.asUser(randomUUID());
    const refused = (reason: string, field: string) => ({ code: 'INVALID_ARGUMENT', reason, params: { field } });
    await expect(me.createRecharge({ amount: 9_999, method: Method.PAYMENT_METHOD_BNI_VA }, withKey('low'))).rejects.toMatchObject(refused('amount_below_minimum', 'amount'));
    await expect(me.createRecharge({ amount: 50_000_001, method: Method.PAYMENT_METHOD_BRI_VA }, withKey('high-va'))).rejects.toMatchObject(refused('amount_above_maximum', 'amount'));
    await expect(me.createRecharge({ amount: 10_000_001, method: Method.PAYMENT_METHOD_QRIS }, withKey('high-qris'))).rejects.toMatchObject(refused('amount_above_maximum', 'amount'));
    await expect(me.createRecharge({ amount: 10_000_001, method: Method.PAYMENT_METHOD_GOPAY }, withKey('high-gopay'))).rejects.toMatchObject(refused('amount_above_maximum', 'amount'));
    await expect(me.createRecharge({ amount: 0, method: Method.PAYMENT_METHOD_BCA_VA }, withKey('zero'))).rejects.toMatchObject(refused('amount_required', 'amount'));
    await expect(me.createRecharge({ amount: 100_000, method: Method.PAYMENT_METHOD_UNSPECIFIED }, withKey('no-method'))).rejects.toMatchObject(refused('payment_method_required', 'method'));
    // Within the limits: 50 million by virtual account.
    await expect(me.createRecharge({ amount: 50_000_000, method: Method.PAYMENT_METHOD_BRI_VA }, withKey('max-va'))).resolves.toMatchObject({ recharge: { amount: 50_000_000 } });
    expect((await me.listMyRecharges({ cursor: '', limit: 0 })).items).toHaveLength(1);
  });

  it('opens one charge for concurrent duplicates of one intent, all answered with it', async () => {
    const user = randomUUID();
    const me = payment.asUser(user);
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.createRecharge({ amount: 100_000, method: Method.PAYMENT_METHOD_BNI_VA }, withKey('dup-intent'))));
    expect(new Set(answers.map((answer) => answer.recharge!.id)).size).toBe(1);
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    const rows = await payment.sql<{ id: string }>('select id from recharge where user_id = ?', [user]);
    expect(rows).toEqual([{ id: answers[0]!.recharge!.id }]);
    // The key belongs to that intent: another amount under it is refused.
    await expect(me.createRecharge({ amount: 200_000, method: Method.PAYMENT_METHOD_BNI_VA }, withKey('dup-intent'))).rejects.toMatchObject({ reason: 'idempotency_key_reused' });
  });

  it('answers gateway_unavailable and keeps nothing while the gateway is down; the same intent then succeeds', async () => {
    const user = randomUUID();
    const me = payment.asUser(user);
    payment.sandbox.setOutage(true);
    try {
      await expect(me.createRecharge({ amount: 100_000, method: Method.PAYMENT_METHOD_QRIS }, withKey('while-down'))).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'gateway_unavailable' });
    } finally {
      payment.sandbox.setOutage(false);
    }
    expect(await payment.sql('select 1 from recharge where user_id = ?', [user])).toEqual([]);
    const { recharge } = await me.createRecharge({ amount: 100_000, method: Method.PAYMENT_METHOD_QRIS }, withKey('while-down'));
    expect(recharge).toMatchObject({ status: Status.RECHARGE_STATUS_PENDING });
  });

  it('answers payment_failed for a charge the gateway refuses', async () => {
    // The sandbox refuses amounts ending in 999.
    await expect(payment.asUser(randomUUID()).createRecharge({ amount: 10_999, method: Method.PAYMENT_METHOD_BCA_VA }, withKey('refused'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'payment_failed',
    });
  });
});

describe("a user's recharges", () => {
  it('are at most a few open at once: more wait until one is paid or expires', async () => {
    const me = payment.asUser(randomUUID());
    const opened = await Promise.all(
      Array.from({ length: MAX_PENDING_RECHARGES + 3 }, (_, i) =>
        me.createRecharge({ amount: 20_000, method: Method.PAYMENT_METHOD_BRI_VA }, withKey(`cap-${i}`)).then(
          () => 'opened',
          (error: { reason?: string }) => error.reason,
        ),
      ),
    );
    expect(opened.filter((outcome) => outcome === 'opened')).toHaveLength(MAX_PENDING_RECHARGES);
    expect(opened.filter((outcome) => outcome === 'too_many_pending_recharges')).toHaveLength(3);
    // Refused before the gateway is asked: nothing kept for them.
    expect((await me.listMyRecharges({ cursor: '', limit: 50 })).items).toHaveLength(MAX_PENDING_RECHARGES);
  });

  it('are theirs alone: anyone else gets recharge_not_found', async () => {
    const owner = payment.asUser(randomUUID());
    const { recharge } = await owner.createRecharge({ amount: 100_000, method: Method.PAYMENT_METHOD_BCA_VA }, withKey('mine'));
    await expect(payment.asUser(randomUUID()).getMyRecharge({ id: recharge!.id })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'recharge_not_found' });
    await expect(owner.getMyRecharge({ id: 'not-an-id' })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'recharge_not_found' });
    expect((await payment.asUser(randomUUID()).listMyRecharges({ cursor: '', limit: 10 })).items).toEqual([]);
  });

  it('come newest first in keyset pages', async () => {
    const me = payment.asUser(randomUUID());
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await me.createRecharge({ amount: 20_000 + i * 1000, method: Method.PAYMENT_METHOD_QRIS }, withKey(`page-${i}`))).recharge!.id);
    const first = await me.listMyRecharges({ cursor: '', limit: 2 });
    const second = await me.listMyRecharges({ cursor: first.nextCursor, limit: 2 });
    const third = await me.listMyRecharges({ cursor: second.nextCursor, limit: 2 });
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).toEqual(ids.reverse());
    expect(third.nextCursor).toBe('');
    await expect(me.listMyRecharges({ cursor: 'nonsense', limit: 2 })).rejects.toMatchObject({ reason: 'invalid_cursor' });
    await expect(me.listMyRecharges({ cursor: '', limit: 51 })).rejects.toMatchObject({ reason: 'invalid_limit' });
  });

  it('are served to the BFF only', async () => {
    await expect(payment.signedBy('merchant', randomUUID()).getRechargeOptions({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
