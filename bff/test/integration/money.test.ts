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

  it('check a replacement bank account against the password with identity before fund is asked', async () => {
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

  it('ask for the bank first, then refuse more than the balance, then hold a withdrawal an operator reviews', async () => {
    const { token, user } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'en' });
    expect((await failure(api.fund.withdraw.mutate({ amount: 50_000 }))).message).toBe('Bind bank info first before withdrawing');
    // The first account needs no password; replacing it does.
    await api.fund.bindBank.mutate(bca);
    expect((await failure(api.fund.bindBank.mutate({ ...bca, accountNumber: '0987654321' }))).data).toMatchObject({ reason: 'password_confirmation_required' });
    expect(await api.fund.bindBank.mutate({ ...bca, accountNumber: '0987654321', password: 'rahasia123' })).toMatchObject({ accountNumber: '0987654321' });
    expect((await failure(api.fund.withdraw.mutate({ amount: 50_000 }))).message).toBe('Insufficient balance');

    const ops = await signInOperator(backend);
    await ops.operator.adjustWallet.mutate({ userId: user.id, amount: 200_000, reason: 'goodwill credit' });
    expect(await api.fund.wallet.query()).toMatchObject({ available: 200_000, held: 0 });
    const quote = await api.fund.quoteWithdrawal.query({ amount: 100_000 });
    expect(quote).toMatchObject({ amount: 100_000, fee: 5_000, netAmount: 95_000 });
    const withdrawal = await api.fund.withdraw.mutate({ amount: 100_000 });
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
