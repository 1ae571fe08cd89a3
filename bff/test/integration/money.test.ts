import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from './client.js';
import { startBackend, type Backend } from './fixture.js';

// The money procedures through /trpc, as far as the BFF answers them itself or through identity:
// what reaches the fund and payment services is tested once they join the fixture.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
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
});
