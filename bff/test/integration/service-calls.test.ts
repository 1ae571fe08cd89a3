import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityV1 } from '@shop/contracts';
import { bindService, createLogger, parseTrustedKeys, startGrpcServer, type CallInfo, type GrpcServer } from '@shop/service-kit';
import { generateServiceKeys, testServiceEnv, testServiceKeyEnv } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { createServer, type BffServer } from '../../src/server.js';
import { client, failure } from '@shop/trpc-testing';
import type { Backend } from './fixture.js';

// A stand-in identity that records what each call carried: the session check, address.create and user.sendCode.
const { IdentityServiceService: Identity } = identityV1;
const Recorded = { authenticate: Identity.authenticate, createAddress: Identity.createAddress, sendCode: Identity.sendCode };
const logger = createLogger({ service: 'test', level: 'silent' });
const seen: { method: string; call: CallInfo; request?: unknown }[] = [];
const gambir = { recipientName: 'Siti Rahma', phone: '0812 1111 2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12' };
let identity: GrpcServer;
const bffs: BffServer[] = [];

async function startBff(env: Record<string, string> = {}): Promise<Backend> {
  const address = `127.0.0.1:${identity.port}`;
  const bff = createServer(loadConfig({ ...testServiceEnv(), HOST: '127.0.0.1', PORT: '0', IDENTITY_GRPC_URL: address, CATALOG_GRPC_URL: address, MERCHANT_GRPC_URL: address, FUND_GRPC_URL: address, PAYMENT_GRPC_URL: address, ORDER_GRPC_URL: address, MESSAGES_GRPC_URL: address, ...testServiceKeyEnv('bff'), ...env }), { logger });
  bffs.push(bff);
  return { baseUrl: await bff.start(), bff } as Backend;
}

beforeAll(async () => {
  identity = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    callers: { audience: 'identity', trusted: parseTrustedKeys(testServiceKeyEnv('identity').SERVICE_TRUSTED_KEYS) },
    services: [
      bindService(
        Recorded,
        {
          async authenticate(_request, call) {
            seen.push({ method: 'authenticate', call });
            return { userId: 'user-42', roles: [] };
          },
          async createAddress(_request, call) {
            seen.push({ method: 'createAddress', call });
            return { address: { id: seen.length, ...gambir, provinceName: '', cityName: '', districtName: '', isDefault: true } };
          },
          async sendCode(request, call) {
            seen.push({ method: 'sendCode', call, request });
            return { resendAfterSeconds: 60, expiresInSeconds: 300 };
          },
        },
        { authenticate: { callers: ['bff'], user: 'optional' }, createAddress: { callers: ['bff'], user: 'required' }, sendCode: { callers: ['bff'], user: 'optional' } },
      ),
    ],
  });
});

afterAll(async () => {
  await Promise.all(bffs.map((bff) => bff.stop()));
  await identity.stop(1_000);
});

describe('the BFF’s calls to services', () => {
  it('assert the signed-in shopper after the session check, and forward the intent’s idempotency key to the command', async () => {
    const backend = await startBff();
    const api = client(backend, { token: 'session-token-1', batch: false, headers: { 'idempotency-key': 'intent-7f3a9c21' } });
    seen.length = 0;
    await api.address.create.mutate(gambir);
    const [check, command] = seen;
    expect(check).toMatchObject({ method: 'authenticate', call: { caller: { service: 'bff', roles: [] }, idempotencyKey: undefined } });
    expect(check!.call.caller.userId).toBeUndefined();
    expect(command).toMatchObject({ method: 'createAddress', call: { caller: { service: 'bff', userId: 'user-42' }, idempotencyKey: 'intent-7f3a9c21:0' } });
    // The retry of the same intent carries the same key; the services drop the repeat.
    await api.address.create.mutate(gambir);
    expect(seen.at(-1)!.call.idempotencyKey).toBe('intent-7f3a9c21:0');
  });

  it('give each call of a client without the header a fresh key', async () => {
    const backend = await startBff();
    const api = client(backend, { token: 'session-token-2', batch: false });
    seen.length = 0;
    await api.address.create.mutate(gambir);
    await api.address.create.mutate(gambir);
    const keys = seen.filter((s) => s.method === 'createAddress').map((s) => s.call.idempotencyKey);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}:0$/), expect.stringMatching(/^[0-9a-f-]{36}:0$/)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("ask identity for a code in the page's language (its lang header), Indonesian when it sends none or another", async () => {
    const backend = await startBff();
    seen.length = 0;
    for (const lang of ['zh', 'en', 'ind', '', 'fr']) {
      await client(backend, { lang, batch: false }).user.sendCode.mutate({ account: '081211112222', purpose: 'signup' });
    }
    expect(seen.map((s) => s.request)).toEqual(['zh', 'en', 'ind', 'ind', 'ind'].map((language) => expect.objectContaining({ purpose: 'signup', language })));
  });

  it('refuse a malformed idempotency key with a translated error, calling no service', async () => {
    const backend = await startBff();
    seen.length = 0;
    for (const [lang, message] of [
      ['en', 'Invalid idempotency key'],
      ['ind', 'Kunci idempotensi tidak valid'],
    ] as const) {
      const error = await failure(client(backend, { lang, token: 'session-token-3', batch: false, headers: { 'idempotency-key': 'bad key\twith tab' } }).address.create.mutate(gambir));
      expect({ code: error.data?.code, reason: error.data?.reason, message: error.message }).toEqual({ code: 'BAD_REQUEST', reason: 'invalid_idempotency_key', message });
    }
    expect(seen).toEqual([]);
  });

  it('fail as an internal error, not a sign-out, when a service does not trust the BFF’s key', async () => {
    const untrusted = generateServiceKeys(['bff'], 'untrusted').get('bff')!.signingKey;
    const backend = await startBff({ SERVICE_IDENTITY_KEY: untrusted });
    seen.length = 0;
    const error = await failure(client(backend, { token: 'session-token-4', batch: false }).address.create.mutate(gambir));
    expect({ code: error.data?.code, message: error.message }).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Unknown error' });
    expect(seen).toEqual([]);
  });
});
