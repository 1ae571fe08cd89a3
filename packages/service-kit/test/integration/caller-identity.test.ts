import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { credentials, makeGenericClientConstructor, Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { identityV1 } from '@shop/contracts';
import { generateServiceKeys, testServiceKeyEnv } from '@shop/test-kit';
import {
  bindService,
  CALLER_ASSERTION_HEADER,
  CommandKeys,
  createGrpcClient,
  createLogger,
  IDEMPOTENCY_KEY_HEADER,
  parseSigningKey,
  parseTrustedKeys,
  runWithRequestContext,
  signAssertion,
  signingKeyOf,
  startGrpcServer,
  type CallInfo,
  type GrpcServer,
  type SigningKey,
} from '../../src/index.js';

const logger = createLogger({ service: 'test', level: 'silent' });
const { IdentityServiceService: Identity } = identityV1;
// A read open to services, a user's read for the BFF only, a user's command (BFF or catalog) and an operator's read.
const Methods = { getPlatformConfig: Identity.getPlatformConfig, getUser: Identity.getUser, createAddress: Identity.createAddress, listAreas: Identity.listAreas };
const keyOf = (name: 'bff' | 'catalog' | 'identity'): SigningKey => signingKeyOf(name, parseSigningKey(testServiceKeyEnv(name).SERVICE_IDENTITY_KEY));
const trustedByIdentity = testServiceKeyEnv('identity').SERVICE_TRUSTED_KEYS;
const shopper = { id: 'user-7', roles: ['shopper'] };

const calls: CallInfo[] = [];
const servers: GrpcServer[] = [];
let address: string;

async function startIdentityLike(trusted: string): Promise<GrpcServer> {
  const platformConfig = { platformCode: 2, title: 'Shop', desc: '', logo: '', currencySymbol: 'Rp', countryId: 1, countryMobilePrefix: '+62', locale: 'ind', categoryIds: {} };
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    callers: { audience: 'identity', trusted: parseTrustedKeys(trusted) },
    services: [
      bindService(
        Methods,
        {
          async getPlatformConfig(_request, call) {
            calls.push(call);
            return { config: platformConfig };
          },
          async getUser(_request, call) {
            calls.push(call);
            return { user: undefined };
          },
          async createAddress(_request, call) {
            calls.push(call);
            return { address: undefined };
          },
          async listAreas(_request, call) {
            calls.push(call);
            return { areas: [] };
          },
        },
        {
          getPlatformConfig: { callers: ['bff', 'catalog'], user: 'optional' },
          getUser: { callers: ['bff'], user: 'required' },
          createAddress: { callers: ['bff', 'catalog'], user: 'required' },
          listAreas: { callers: ['bff'], user: 'required', roles: ['operator'] },
        },
      ),
    ],
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  address = `127.0.0.1:${(await startIdentityLike(trustedByIdentity)).port}`;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop(1_000)));
});

const RawClient = makeGenericClientConstructor(Methods, 'Raw');

const sampleRequests = {
  getPlatformConfig: { platformCode: 2 },
  getUser: { userId: '' },
  createAddress: { requestId: '', userId: '', address: undefined },
  listAreas: { parentCode: '' },
};

/** A plain grpc-js call with whatever metadata a peer chooses to send. */
function rawCall(target: string, method: keyof typeof Methods, metadata: Record<string, string>): Promise<unknown> {
  const request = sampleRequests[method];
  const client = new RawClient(target, credentials.createInsecure());
  const sent = new Metadata();
  for (const [key, value] of Object.entries(metadata)) sent.set(key, value);
  type Invoke = (request: unknown, metadata: Metadata, callback: (error: ServiceError | null, response: unknown) => void) => void;
  const invoke = (client as unknown as Record<string, Invoke>)[method]!.bind(client);
  return new Promise<unknown>((resolve, reject) => invoke(request, sent, (error, response) => (error ? reject(error) : resolve(response)))).finally(() => client.close());
}

const asserted = (key: SigningKey, options: { audience?: string; user?: typeof shopper; at?: number } = {}) => ({
  [CALLER_ASSERTION_HEADER]: signAssertion(key, { audience: options.audience ?? 'identity', user: options.user }, options.at ?? Date.now()),
});

const UNAUTHENTICATED = { code: status.UNAUTHENTICATED };
const PERMISSION_DENIED = { code: status.PERMISSION_DENIED };

describe('a service verifies every caller before its handlers run', () => {
  it('refuses a raw call without an assertion', async () => {
    const before = calls.length;
    await expect(rawCall(address, 'getPlatformConfig', {})).rejects.toMatchObject(UNAUTHENTICATED);
    await expect(createGrpcClient(Methods, address).call.getPlatformConfig({ platformCode: 2 })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'caller_unauthenticated' });
    expect(calls.length).toBe(before);
  });

  it('refuses forged, expired, misaddressed and unknown-key assertions', async () => {
    const valid = asserted(keyOf('bff'), { user: shopper })[CALLER_ASSERTION_HEADER];
    const [keyId, payload, signature] = valid.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${keyId}.${Buffer.from(JSON.stringify({ ...claims, sub: 'victim' })).toString('base64url')}.${signature}`;
    const stranger = signingKeyOf('bff', parseSigningKey(generateServiceKeys(['bff'], 'stranger').get('bff')!.signingKey));
    const refused = [
      { [CALLER_ASSERTION_HEADER]: forged },
      asserted(keyOf('bff'), { user: shopper, at: Date.now() - 61_000 }),
      asserted(keyOf('bff'), { user: shopper, audience: 'catalog' }),
      asserted(stranger, { user: shopper }),
    ];
    const before = calls.length;
    for (const metadata of refused) await expect(rawCall(address, 'getUser', metadata)).rejects.toMatchObject(UNAUTHENTICATED);
    expect(calls.length).toBe(before);
    await expect(rawCall(address, 'getUser', { [CALLER_ASSERTION_HEADER]: valid })).resolves.toEqual({ user: undefined });
  });

  it('checks the caller before decoding the request', async () => {
    const garbage = { ...Methods, getPlatformConfig: { ...Methods.getPlatformConfig, requestSerialize: () => Buffer.from([0xff, 0xff, 0xff, 0xff]) } };
    const GarbageClient = makeGenericClientConstructor(garbage, 'Garbage');
    const send = (metadata: Metadata) =>
      new Promise<unknown>((resolve, reject) => {
        const client = new GarbageClient(address, credentials.createInsecure());
        (client as unknown as Record<string, (r: unknown, m: Metadata, cb: (e: ServiceError | null, r: unknown) => void) => void>).getPlatformConfig!({}, metadata, (error, response) => {
          client.close();
          if (error) reject(error);
          else resolve(response);
        });
      });
    await expect(send(new Metadata())).rejects.toMatchObject(UNAUTHENTICATED);
    const signed = new Metadata();
    signed.set(CALLER_ASSERTION_HEADER, asserted(keyOf('bff'))[CALLER_ASSERTION_HEADER]);
    await expect(send(signed)).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
  });

  it('refuses a valid assertion from a service the method does not list', async () => {
    await expect(rawCall(address, 'getUser', asserted(keyOf('catalog'), { user: shopper }))).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(rawCall(address, 'getPlatformConfig', asserted(keyOf('catalog')))).resolves.toBeDefined();
  });

  it('refuses a user method called without a user, and an operator method called by a shopper', async () => {
    const client = createGrpcClient(Methods, address, { identity: { key: keyOf('bff'), audience: 'identity' } });
    await expect(client.call.getUser({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
    await expect(runWithRequestContext({ requestId: 'r1', user: shopper }, () => client.call.listAreas({ parentCode: '' }))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(runWithRequestContext({ requestId: 'r2', user: { id: 'op-1', roles: ['operator'] } }, () => client.call.listAreas({ parentCode: '' }))).resolves.toEqual({ areas: [] });
    client.close();
  });
});

describe('the client signs each call from the request context', () => {
  it('hands the handler the verified caller and the request id', async () => {
    const client = createGrpcClient(Methods, address, { identity: { key: keyOf('bff'), audience: 'identity' } });
    await runWithRequestContext({ requestId: 'req-ctx', user: shopper }, () => client.call.getUser({}));
    expect(calls.at(-1)).toMatchObject({ requestId: 'req-ctx', caller: { service: 'bff', userId: 'user-7', roles: ['shopper'] } });
    client.close();
  });

  it('attaches the context’s idempotency keys to commands only, numbered per command', async () => {
    const client = createGrpcClient(Methods, address, { identity: { key: keyOf('bff'), audience: 'identity' }, idempotentReads: ['getUser', 'getPlatformConfig'] });
    await runWithRequestContext({ requestId: 'req-keys', user: shopper, commandKeys: new CommandKeys('intent-0001') }, async () => {
      await client.call.createAddress({ address: undefined });
      expect(calls.at(-1)!.idempotencyKey).toBe('intent-0001:0');
      await client.call.getUser({});
      expect(calls.at(-1)!.idempotencyKey).toBeUndefined();
      await client.call.createAddress({ address: undefined });
      expect(calls.at(-1)!.idempotencyKey).toBe('intent-0001:1');
    });
    await runWithRequestContext({ requestId: 'req-fresh', user: shopper }, () => client.call.createAddress({ address: undefined }));
    const fresh = calls.at(-1)!.idempotencyKey;
    await runWithRequestContext({ requestId: 'req-fresh', user: shopper }, () => client.call.createAddress({ address: undefined }));
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.at(-1)!.idempotencyKey).not.toBe(fresh);
    expect(calls.at(-1)!.metadata.get(IDEMPOTENCY_KEY_HEADER)).toHaveLength(1);
    client.close();
  });

  it('lets a service call another as itself, for the user it serves, deriving its commands’ keys', async () => {
    // catalog's handlers call identity while serving the BFF's calls for a shopper.
    const catalogToIdentity = createGrpcClient(Methods, address, { identity: { key: keyOf('catalog'), audience: 'identity' } });
    const catalog = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      callers: { audience: 'catalog', trusted: parseTrustedKeys(testServiceKeyEnv('catalog').SERVICE_TRUSTED_KEYS) },
      services: [
        bindService(
          { getPlatformConfig: Methods.getPlatformConfig, createAddress: Methods.createAddress },
          {
            getPlatformConfig: (request) => catalogToIdentity.call.getPlatformConfig(request),
            createAddress: (request) => catalogToIdentity.call.createAddress(request),
          },
          { getPlatformConfig: { callers: ['bff'], user: 'required' }, createAddress: { callers: ['bff'], user: 'required' } },
        ),
      ],
    });
    servers.push(catalog);
    const bff = createGrpcClient({ getPlatformConfig: Methods.getPlatformConfig, createAddress: Methods.createAddress }, `127.0.0.1:${catalog.port}`, {
      identity: { key: keyOf('bff'), audience: 'catalog' },
      idempotentReads: ['getPlatformConfig'],
    });
    await runWithRequestContext({ requestId: 'req-chain', user: shopper }, () => bff.call.getPlatformConfig({ platformCode: 2 }));
    expect(calls.at(-1)).toMatchObject({ requestId: 'req-chain', caller: { service: 'catalog', userId: 'user-7' } });
    await runWithRequestContext({ requestId: 'req-chain', user: shopper, commandKeys: new CommandKeys('intent-chain') }, () =>
      bff.call.createAddress({ address: undefined }),
    );
    expect(calls.at(-1)).toMatchObject({ caller: { service: 'catalog', userId: 'user-7' }, idempotencyKey: 'intent-chain:0:0' });
    // An assertion for identity is no good at catalog.
    await expect(rawCall(`127.0.0.1:${catalog.port}`, 'getPlatformConfig', asserted(keyOf('bff'), { user: shopper }))).rejects.toMatchObject(UNAUTHENTICATED);
    bff.close();
    catalogToIdentity.close();
  });
});

describe('key rotation', () => {
  it('accepts the old and the new key while both are trusted, and only the new one after', async () => {
    const next = generateServiceKeys(['bff'], 'next').get('bff')!;
    const nextKey = signingKeyOf('bff', parseSigningKey(next.signingKey));
    const during = await startIdentityLike(`${trustedByIdentity},${next.trustedKey}`);
    const after = await startIdentityLike(`${trustedByIdentity.split(',').filter((entry) => !entry.startsWith('bff:')).join(',')},${next.trustedKey}`);
    for (const key of [keyOf('bff'), nextKey]) {
      await expect(rawCall(`127.0.0.1:${during.port}`, 'getPlatformConfig', asserted(key))).resolves.toBeDefined();
    }
    await expect(rawCall(`127.0.0.1:${after.port}`, 'getPlatformConfig', asserted(nextKey))).resolves.toBeDefined();
    await expect(rawCall(`127.0.0.1:${after.port}`, 'getPlatformConfig', asserted(keyOf('bff')))).rejects.toMatchObject(UNAUTHENTICATED);
  });
});
