import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { client, failure, freshPhone, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// Two BFF replicas with the longest session cache allowed, in front of one identity service: a
// password change through one replica must end the other sessions on both within half the TTL,
// so never because a cache entry expired.
const CACHE_TTL_MS = 5_000;
let backend: Backend;
let other: Backend;

beforeAll(async () => {
  backend = await startBackend({ env: { SESSION_CACHE_TTL_MS: String(CACHE_TTL_MS) } });
  const replica = await backend.startReplica();
  other = { ...backend, ...replica };
});

afterAll(async () => {
  await backend.stop();
});

const signedOut = async (replica: Backend, token: string) => (await failure(client(replica, { token }).user.me.query())).data?.code === 'UNAUTHORIZED';

/** Puts the token in both replicas' caches; returns when that happened. */
async function cacheOnBothReplicas(token: string): Promise<number> {
  await client(backend, { token }).user.me.query();
  await client(other, { token }).user.me.query();
  return performance.now();
}

describe('ended sessions on every BFF replica', () => {
  it('a password change ends the other sessions on every replica at once, not after the cache TTL', async () => {
    const account = freshPhone();
    const { token: phone } = await signUpShopper(backend, account, 'rahasia123');
    const { token: laptop } = await client(backend).user.signin.mutate({ account, password: 'rahasia123' });
    const cachedAt = await cacheOnBothReplicas(laptop);

    await client(backend, { token: phone }).user.changePassword.mutate({ oldPassword: 'rahasia123', password: 'baru12345', confirmPassword: 'baru12345' });
    await eventually(() => signedOut(other, laptop), CACHE_TTL_MS / 2, 'laptop session ended on the other replica');
    await eventually(() => signedOut(backend, laptop), CACHE_TTL_MS / 2, 'laptop session ended on this replica');
    expect(performance.now() - cachedAt).toBeLessThan(CACHE_TTL_MS / 2);
    await expect(client(other, { token: phone }).user.me.query()).resolves.toMatchObject({ account });
  });

  it('a password reset ends every session on every replica at once', async () => {
    const account = freshPhone();
    const { token } = await signUpShopper(backend, account, 'rahasia123');
    const cachedAt = await cacheOnBothReplicas(token);

    await client(other).user.sendCode.mutate({ account, purpose: 'reset' });
    const [message] = await client(other).dev.inbox.query({ account });
    await client(other).user.resetPassword.mutate({ account, code: message!.code, password: 'baru12345', confirmPassword: 'baru12345' });
    await eventually(() => signedOut(backend, token), CACHE_TTL_MS / 2, 'session ended on the first replica');
    await eventually(() => signedOut(other, token), CACHE_TTL_MS / 2, 'session ended on the second replica');
    expect(performance.now() - cachedAt).toBeLessThan(CACHE_TTL_MS / 2);
  });
});
