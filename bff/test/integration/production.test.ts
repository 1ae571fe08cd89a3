import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, freshPhone } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The BFF and identity as a production build runs them (NODE_ENV=production).
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ env: { NODE_ENV: 'production' }, identityEnv: { NODE_ENV: 'production' } });
});

afterAll(async () => {
  await backend.stop();
});

describe('a production server', () => {
  it('refuses to send codes while no delivery is configured, with a translated message', async () => {
    const error = await failure(client(backend, { lang: 'en' }).user.sendCode.mutate({ account: freshPhone(), purpose: 'signup' }));
    expect(error.data).toMatchObject({ code: 'PRECONDITION_FAILED', reason: 'code_delivery_unavailable' });
    expect(error.message).toBe('Verification codes cannot be sent right now; please try again later');
  });

  it('has no dev.inbox procedure', async () => {
    const account = freshPhone();
    const error = await failure(client(backend).dev.inbox.query({ account }));
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    expect(error.message).toBe('No such procedure: dev.inbox');
  });

  it('still serves every shopper procedure', async () => {
    await expect(client(backend).area.list.query()).resolves.toHaveLength(38);
    await expect(failure(client(backend).user.me.query())).resolves.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
