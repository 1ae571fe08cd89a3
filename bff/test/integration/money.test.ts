import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, operatorIdentityEnv, signInOperator, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The money procedures through /trpc, in front of the real identity, fund and payment services
// (payment with the sandbox gateway). Crediting a paid recharge goes through the broker and the
// fund service's consumer: services/fund's tests and the browser journeys cover it.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ identityEnv: operatorIdentityEnv });
});

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
