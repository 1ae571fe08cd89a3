import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

const gambir = { recipientName: 'Siti Rahma', phone: '0812 1111 2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12' };

describe('one user intent, one effect', () => {
  it('creates one address when the browser retries address.create with the same idempotency-key', async () => {
    const { token } = await signUpShopper(backend);
    const intent = randomUUID();
    const retrying = client(backend, { token, batch: false, headers: { 'idempotency-key': intent } });
    const first = await retrying.address.create.mutate(gambir);
    const retried = await retrying.address.create.mutate(gambir);
    expect(retried.id).toBe(first.id);
    expect(await client(backend, { token }).address.list.query()).toHaveLength(1);

    // A new intent (a new key) is a new address.
    await client(backend, { token, batch: false, headers: { 'idempotency-key': randomUUID() } }).address.create.mutate(gambir);
    expect(await client(backend, { token }).address.list.query()).toHaveLength(2);
  });
});
