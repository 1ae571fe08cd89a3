import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from './client.js';
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
    for (const call of [
      shopper.operator.applications.query({}),
      shopper.operator.stores.query({}),
      shopper.operator.auditLog.query({}),
      shopper.operator.approve.mutate({ applicationId: '00000000-0000-4000-8000-000000000000' }),
      shopper.operator.setStoreStatus.mutate({ storeId: 1, status: 'suspended', reason: 'spam' }),
    ]) {
      const error = await failure(call);
      expect(error.data).toMatchObject({ code: 'FORBIDDEN', reason: 'operator_required' });
      expect(error.message).toBe('Hanya operator platform yang dapat melakukan ini');
    }
  });

  it('send a visitor to sign in', async () => {
    const error = await failure(client(backend).operator.applications.query({}));
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
