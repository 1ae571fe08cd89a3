import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// Operator procedures through /trpc: only a session whose user holds the operator role passes.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

describe('operator procedures', () => {
  it('refuse a shopper, in the shopper language, before any service is asked', async () => {
    const { token } = await signUpShopper(backend);
    const shopper = client(backend, { token, lang: 'ind' });
    // Every refusal is caught at once (they arrive at different times), then checked.
    const errors = await Promise.all(
      [
        shopper.operator.applications.query({}),
        shopper.operator.stores.query({}),
        shopper.operator.auditLog.query({}),
        shopper.operator.approve.mutate({ applicationId: '00000000-0000-4000-8000-000000000000' }),
        shopper.operator.setStoreStatus.mutate({ storeId: 1, status: 'suspended', reason: 'spam' }),
        // The fund's operator procedures are refused here too, before the fund service is asked.
        shopper.operator.withdrawals.query({}),
        shopper.operator.reviewWithdrawal.mutate({ withdrawalId: '00000000-0000-4000-8000-000000000000', approve: true }),
        shopper.operator.wallet.query({ userId: '00000000-0000-4000-8000-000000000000' }),
        shopper.operator.adjustWallet.mutate({ userId: '00000000-0000-4000-8000-000000000000', amount: 1_000, reason: 'test' }),
        shopper.operator.feeSettings.query(),
        shopper.operator.scheduleFees.mutate({ serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 }),
        shopper.operator.fundAudit.query({}),
        // The messages service's operator procedures too.
        shopper.operator.deliveries.query({}),
        shopper.operator.retryDelivery.mutate({ deliveryId: 1 }),
        shopper.operator.templates.query(),
        shopper.operator.previewTemplate.mutate({ kind: 'recharge_paid', language: 'en', texts: { title: 'a', short: 'b', body: 'c' } }),
        shopper.operator.updateTemplate.mutate({ kind: 'recharge_paid', language: 'en', restore: true }),
      ].map((call) => failure(call)),
    );
    for (const error of errors) {
      expect(error.data).toMatchObject({ code: 'FORBIDDEN', reason: 'operator_required' });
      expect(error.message).toBe('Hanya operator platform yang dapat melakukan ini');
    }
  });

  it('send a visitor to sign in', async () => {
    const error = await failure(client(backend).operator.applications.query({}));
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
