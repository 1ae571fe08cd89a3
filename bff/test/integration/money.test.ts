import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { client, failure, operator, signInOperator, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The money procedures through /trpc, in front of the real identity, fund and payment services
// (payment with the sandbox gateway). Crediting a paid recharge goes through the broker and the
// fund service's consumer: services/fund's tests and the browser journeys cover it.
let backend: Backend;

/** A second operator, for what needs four eyes. */
const secondOperator = { id: '0b7d6a52-6f2e-4d6c-9a55-3f1c3c1f0a02', account: '+6281599990002', password: 'operator456', nickname: 'Ops Dua', roles: ['operator'] };

beforeAll(async () => {
  backend = await startBackend({ identityEnv: { DEMO_USERS: JSON.stringify([operator, secondOperator]) } });
});

async function signInSecondOperator(lang = 'en') {
  const { token } = await client(backend).user.signin.mutate({ account: secondOperator.account, password: secondOperator.password });
  return client(backend, { token, lang });
}

afterAll(async () => {
  await backend.stop();
});

const bca = { bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' };

describe('money procedures', () => {
  it('send a visitor to sign in', async () => {
    const visitor = client(backend);
    const errors = await Promise.all([visitor.fund.wallet.query(), visitor.fund.bindBank.mutate(bca), visitor.payment.recharge.mutate({ amount: 50_000, method: 'qris' })].map((call) => failure(call)));
    for (const error of errors) expect(error.data).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('check the password for a bank account with identity before fund is asked', async () => {
    const { token } = await signUpShopper(backend, undefined, 'rahasia123');
    const error = await failure(client(backend, { token, lang: 'en' }).fund.bindBank.mutate({ ...bca, password: 'tebakan99' }));
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'wrong_password', field: 'password' });
    expect(error.message).toBe('The password is incorrect');
  });

  it("answer the forms' problems translated, with their fields, before any service is asked", async () => {
    const { token } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'ind' });
    const noMethod = await failure(api.payment.recharge.mutate({ amount: 50_000 } as never));
    expect(noMethod.data).toMatchObject({ reason: 'payment_method_required', field: 'method' });
    expect(noMethod.message).toBe('Silakan pilih metode pembayaran');
    const overQris = await failure(api.payment.recharge.mutate({ amount: 10_000_001, method: 'qris' }));
    expect(overQris.data).toMatchObject({ reason: 'amount_above_maximum', field: 'amount' });
    const briNumber = await failure(api.fund.bindBank.mutate({ ...bca, bankCode: 'bri' }));
    expect(briNumber.data).toMatchObject({ reason: 'invalid_account_number', field: 'accountNumber' });
    const tooLittle = await failure(api.fund.withdraw.mutate({ amount: 9_000 }));
    expect(tooLittle.message).toBe('Jumlah di bawah penarikan minimum');
  });

  it('open a recharge at the gateway with what the payer needs, readable only by its owner', async () => {
    const { token } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'en' });
    const options = await api.payment.rechargeOptions.query();
    expect(options.methods.map((option) => option.method)).toEqual(expect.arrayContaining(['bca_va', 'mandiri_bill', 'qris', 'gopay']));
    const va = await api.payment.recharge.mutate({ amount: 100_000, method: 'bca_va' });
    expect(va).toMatchObject({ status: 'pending', amount: 100_000, method: 'bca_va', vaNumber: expect.stringMatching(/^\d{8,20}$/) });
    const qris = await api.payment.recharge.mutate({ amount: 50_000, method: 'qris' });
    expect(qris.qrString).not.toBe('');
    expect(await api.payment.rechargeStatus.query({ id: va.id })).toMatchObject({ id: va.id, status: 'pending', credited: false });
    expect((await api.payment.recharges.query({})).items.map((recharge) => recharge.id)).toEqual([qris.id, va.id]);
    const stranger = client(backend, { token: (await signUpShopper(backend)).token, lang: 'en' });
    expect((await failure(stranger.payment.rechargeStatus.query({ id: va.id }))).data).toMatchObject({ code: 'NOT_FOUND', reason: 'recharge_not_found' });
  });

  it('bind a bank account and withdraw only on the password: without it or with a wrong one nothing changes', async () => {
    const { token, user } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'en' });
    const ops = await signInOperator(backend);
    await ops.operator.adjustWallet.mutate({ userId: user.id, amount: 200_000, reason: 'goodwill credit' });

    const noPassword = await failure(api.fund.bindBank.mutate(bca));
    expect(noPassword).toMatchObject({ message: 'Please enter the password', data: { code: 'BAD_REQUEST', reason: 'password_required', field: 'password' } });
    expect((await failure(api.fund.bindBank.mutate({ ...bca, password: 'tebakan99' }))).data).toMatchObject({ reason: 'wrong_password', field: 'password' });
    expect(await api.fund.bankAccount.query()).toBeNull();
    expect(await api.fund.bindBank.mutate({ ...bca, password: 'rahasia123' })).toMatchObject({ accountNumber: '1234567890', withdrawalsOpenAt: null });

    expect((await failure(api.fund.withdraw.mutate({ amount: 50_000 }))).message).toBe('Please enter the password');
    const wrong = await failure(api.fund.withdraw.mutate({ amount: 50_000, password: 'tebakan99' }));
    expect(wrong).toMatchObject({ message: 'The password is incorrect', data: { reason: 'wrong_password', field: 'password' } });
    expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
    expect((await api.fund.withdrawals.query({})).items).toEqual([]);

    // One intent, sent twice under one key, holds once and answers alike.
    const once = client(backend, { token, lang: 'en', headers: { 'idempotency-key': `withdraw-${user.id}` } });
    const [first, retry] = [await once.fund.withdraw.mutate({ amount: 100_000, password: 'rahasia123' }), await once.fund.withdraw.mutate({ amount: 100_000, password: 'rahasia123' })];
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ status: 'in_review', fee: 5_000, netAmount: 95_000 });
    expect(await api.fund.wallet.query()).toMatchObject({ available: 100_000, held: 100_000 });
  });

  it('refuse withdrawals for a day after the bank account is replaced, saying when they open, and hold nothing', async () => {
    const { token, user } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'en' });
    const ops = await signInOperator(backend);
    await ops.operator.adjustWallet.mutate({ userId: user.id, amount: 200_000, reason: 'goodwill credit' });
    await api.fund.bindBank.mutate({ ...bca, password: 'rahasia123' });
    const replaced = await api.fund.bindBank.mutate({ ...bca, accountNumber: '0987654321', password: 'rahasia123' });
    const dayLater = replaced.boundAt.getTime() + 86_400_000;
    expect(replaced.withdrawalsOpenAt?.getTime()).toBe(dayLater);

    const refused = await failure(api.fund.withdraw.mutate({ amount: 50_000, password: 'rahasia123' }));
    expect(refused.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'withdrawals_cooling_off' });
    expect(refused.message).toMatch(/^Your bank card was changed recently: withdrawals open again at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Jakarta time\)$/);
    expect((await failure(client(backend, { token, lang: 'ind' }).fund.quoteWithdrawal.query({ amount: 50_000 }))).message).toMatch(/^Kartu bank Anda baru saja diganti: penarikan dibuka kembali pada .+ WIB$/);
    expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
    expect((await api.fund.withdrawals.query({})).items).toEqual([]);
  });

  it('ask for the bank first, then refuse more than the balance, then hold a withdrawal an operator reviews', async () => {
    const { token, user } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'en' });
    expect((await failure(api.fund.withdraw.mutate({ amount: 50_000, password: 'rahasia123' }))).message).toBe('Bind bank info first before withdrawing');
    await api.fund.bindBank.mutate({ ...bca, password: 'rahasia123' });
    expect((await failure(api.fund.withdraw.mutate({ amount: 50_000, password: 'rahasia123' }))).message).toBe('Insufficient balance');

    const ops = await signInOperator(backend);
    await ops.operator.adjustWallet.mutate({ userId: user.id, amount: 200_000, reason: 'goodwill credit' });
    expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
    const quote = await api.fund.quoteWithdrawal.query({ amount: 100_000 });
    expect(quote).toMatchObject({ amount: 100_000, fee: 5_000, netAmount: 95_000 });
    const withdrawal = await api.fund.withdraw.mutate({ amount: 100_000, password: 'rahasia123' });
    expect(withdrawal).toMatchObject({ status: 'in_review', fee: 5_000, netAmount: 95_000 });
    expect(await api.fund.wallet.query()).toMatchObject({ available: 100_000, held: 100_000 });
    expect((await ops.operator.withdrawals.query({})).items.map((item) => item.id)).toContain(withdrawal.id);
    await ops.operator.reviewWithdrawal.mutate({ withdrawalId: withdrawal.id, approve: false, reason: 'name does not match' });
    expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
    const records = await api.fund.records.query({});
    expect(records.items.map((record) => [record.type, record.amount, record.balanceAfter])).toEqual([
      ['withdrawal', 100_000, 200_000],
      ['withdrawal', -100_000, 100_000],
      ['sysmtem', 200_000, 200_000],
    ]);
  });
});

describe('operators', () => {
  it('refuse an adjustment of an unknown user with a translated 404, posting nothing', async () => {
    const ops = await signInOperator(backend, 'ind');
    const stranger = randomUUID();
    for (const call of [ops.operator.requestAdjustment, ops.operator.adjustWallet]) {
      const error = await failure(call.mutate({ userId: stranger, amount: 50_000, reason: 'Kompensasi' }));
      expect(error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, reason: 'user_not_found' });
      expect(error.message).toBe('Akun ini sudah tidak ada');
    }
    expect((await ops.operator.wallet.query({ userId: stranger })).records).toEqual([]);
    expect((await ops.operator.fundAudit.query({})).items.filter((entry) => entry.subject.includes(stranger))).toEqual([]);
  });

  it('refuse operators acting on their own wallet or withdrawal with a translated 403', async () => {
    const ops = await signInOperator(backend, 'zh');
    const own = await failure(ops.operator.requestAdjustment.mutate({ userId: operator.id, amount: 50_000, reason: 'Bonus' }));
    expect(own.data).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403, reason: 'operator_own_subject' });
    expect(own.message).toBe('运营人员不能处理自己的钱包、提现或店铺，请交由其他运营人员处理');
    expect(await ops.fund.wallet.query()).toMatchObject({ available: 0 });

    // Another operator credits the first, who then asks for a withdrawal and may not review it.
    const second = await signInSecondOperator();
    await second.operator.requestAdjustment.mutate({ userId: operator.id, amount: 100_000, reason: 'Uang saku' });
    await ops.fund.bindBank.mutate({ ...bca, password: operator.password });
    const withdrawal = await ops.fund.withdraw.mutate({ amount: 50_000, password: operator.password });
    const self = await failure(ops.operator.reviewWithdrawal.mutate({ withdrawalId: withdrawal.id, approve: true }));
    expect(self.data).toMatchObject({ code: 'FORBIDDEN', reason: 'operator_own_subject' });
    expect((await ops.fund.withdrawals.query({})).items[0]).toMatchObject({ id: withdrawal.id, status: 'in_review' });
    expect(await second.operator.reviewWithdrawal.mutate({ withdrawalId: withdrawal.id, approve: false, reason: 'Uji' })).toMatchObject({ status: 'rejected' });
  });

  it('keep a large adjustment pending until a second operator approves it; concurrent approvals post once', async () => {
    const { token, user } = await signUpShopper(backend);
    const shopper = client(backend, { token, lang: 'en' });
    const ops = await signInOperator(backend, 'en');
    const requested = await ops.operator.requestAdjustment.mutate({ userId: user.id, amount: 2_000_000, reason: 'Pengembalian dana manual' });
    expect(requested).toMatchObject({ record: null, wallet: null, adjustment: { userId: user.id, amount: 2_000_000, status: 'pending', requestedBy: operator.id, reviewedBy: null } });
    const { id } = requested.adjustment;
    expect(await shopper.fund.wallet.query()).toMatchObject({ available: 0 });
    expect((await ops.operator.adjustmentRequests.query({})).items.map((item) => item.id)).toContain(id);

    // The consoles released before the queue read a posted record: they are told it waits.
    const legacy = await failure(ops.operator.adjustWallet.mutate({ userId: user.id, amount: -2_000_000, reason: 'Koreksi' }));
    expect(legacy.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'adjustment_pending_approval' });
    const waiting = (await ops.operator.adjustmentRequests.query({})).items.find((item) => item.userId === user.id && item.amount === -2_000_000)!;

    const own = await failure(ops.operator.reviewAdjustment.mutate({ adjustmentId: id, approve: true }));
    expect(own.data).toMatchObject({ code: 'FORBIDDEN', reason: 'operator_own_request' });
    expect(own.message).toBe('You made this request: another operator must review it');
    expect(await shopper.fund.wallet.query()).toMatchObject({ available: 0 });

    const second = await signInSecondOperator();
    const approvals = await Promise.allSettled([1, 2, 3].map(() => second.operator.reviewAdjustment.mutate({ adjustmentId: id, approve: true })));
    expect(approvals.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of approvals) {
      if (outcome.status === 'rejected') expect((outcome.reason as Awaited<ReturnType<typeof failure>>).data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'adjustment_already_reviewed' });
    }
    await eventually(async () => (await shopper.fund.wallet.query()).available === 2_000_000, 15_000, 'the approved adjustment posted');
    expect((await shopper.fund.records.query({})).items.map((record) => [record.type, record.amount])).toEqual([['sysmtem', 2_000_000]]);
    expect((await second.operator.reviewAdjustment.mutate({ adjustmentId: waiting.id, approve: false, reason: 'Tidak perlu' })).status).toBe('rejected');

    const audit = (await ops.operator.fundAudit.query({ limit: 50 })).items;
    expect(audit.filter((entry) => entry.subject === `adjustment:${id}`).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['adjustment.approved', secondOperator.id],
      ['adjustment.requested', operator.id],
    ]);
    expect(audit.find((entry) => entry.subject === `user:${user.id}`)).toMatchObject({ action: 'wallet.adjusted', actorId: secondOperator.id });
  });
});
