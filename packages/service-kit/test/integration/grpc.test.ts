import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityV1, healthV1 } from '@shop/contracts';
import { credentials } from '@grpc/grpc-js';
import { testServiceKeyEnv } from '@shop/test-kit';
import {
  AppError,
  bindService,
  createGrpcClient,
  createLogger,
  currentRequestId,
  parseSigningKey,
  parseTrustedKeys,
  runWithRequestContext,
  signingKeyOf,
  startGrpcServer,
  type GrpcServer,
} from '../../src/index.js';

const logLines: Record<string, unknown>[] = [];
const logger = createLogger({ service: 'test', level: 'info', destination: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } });
// One real unary method is all these tests need; binding it alone keeps them off identity's other RPCs.
const PlatformService = { getPlatformConfig: identityV1.IdentityServiceService.getPlatformConfig };
const access = { getPlatformConfig: { callers: ['bff'], user: 'optional' } } as const;
// And one that takes a string.
const AreaService = { listAreas: identityV1.IdentityServiceService.listAreas };
const areasAsked: string[] = [];
const callers = { audience: 'identity', trusted: parseTrustedKeys(testServiceKeyEnv('identity').SERVICE_TRUSTED_KEYS) };
const identity = { key: signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY)), audience: 'identity' };
const seenRequestIds: string[] = [];
let server: GrpcServer;
let slowMs = 0;

beforeAll(async () => {
  server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    callers,
    services: [
      bindService(PlatformService, {
        async getPlatformConfig(request) {
          seenRequestIds.push(currentRequestId());
          if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
          if (request.platformCode === 404) throw new AppError('NOT_FOUND', 'platform_not_found', 'no such platform', { code: '404' });
          if (request.platformCode === 500) throw new Error('database password is hunter2');
          return { config: { platformCode: request.platformCode, title: 'Shop', desc: 'Online Shop', logo: '/logo.png', currencySymbol: 'Rp', countryId: 1, countryMobilePrefix: '+62', locale: 'ind', categoryIds: {} } };
        },
      }, access),
      bindService(AreaService, {
        async listAreas(request) {
          areasAsked.push(request.parentCode);
          return { areas: [] };
        },
      }, { listAreas: { callers: ['bff'], user: 'optional' } }),
    ],
  });
});

afterAll(async () => {
  await server.stop(1000);
});

describe('gRPC server and client', () => {
  it('answers over loopback and carries the request id in metadata', async () => {
    const client = createGrpcClient(PlatformService, `127.0.0.1:${server.port}`, { identity });
    const response = await runWithRequestContext({ requestId: 'req-abc' }, () => client.call.getPlatformConfig({ platformCode: 2 }));
    expect(response.config?.title).toBe('Shop');
    expect(seenRequestIds.at(-1)).toBe('req-abc');
    client.close();
  });

  it('turns AppError into a status with a machine reason', async () => {
    const client = createGrpcClient(PlatformService, `127.0.0.1:${server.port}`, { identity });
    await expect(client.call.getPlatformConfig({ platformCode: 404 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'platform_not_found',
      params: { code: '404' },
    });
    // The status has its own field name, so redacting verification codes leaves it readable.
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'rpc rejected', grpcStatus: 'NOT_FOUND', reason: 'platform_not_found' }));
    client.close();
  });

  it('refuses NUL in a string field with INVALID_ARGUMENT before the handler runs', async () => {
    const client = createGrpcClient(AreaService, `127.0.0.1:${server.port}`, { identity });
    await expect(client.call.listAreas({ parentCode: '31\u000071' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_characters', params: { field: 'parentCode' } });
    expect(areasAsked).toEqual([]);
    // Other control characters are the edge's business (the BFF's input rules): they pass here.
    await expect(client.call.listAreas({ parentCode: '31\t71' })).resolves.toEqual({ areas: [] });
    expect(areasAsked).toEqual(['31\t71']);
    client.close();
  });

  it('hides internal failures behind INTERNAL', async () => {
    const client = createGrpcClient(PlatformService, `127.0.0.1:${server.port}`, { identity });
    const error = (await client.call.getPlatformConfig({ platformCode: 500 }).catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject({ code: 'INTERNAL' });
    expect(String(error.message)).not.toMatch(/hunter2/);
    client.close();
  });

  it('enforces the deadline on every call', async () => {
    const client = createGrpcClient(PlatformService, `127.0.0.1:${server.port}`, { defaultDeadlineMs: 100, identity });
    slowMs = 400;
    try {
      await expect(client.call.getPlatformConfig({ platformCode: 2 })).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED' });
    } finally {
      slowMs = 0;
      client.close();
    }
  });

  it('serves grpc.health.v1 for the server and each service', async () => {
    const health = new healthV1.HealthClient(`127.0.0.1:${server.port}`, credentials.createInsecure());
    const check = (service: string) =>
      new Promise<healthV1.HealthCheckResponse>((resolve, reject) =>
        health.check({ service }, (error, response) => (error ? reject(error) : resolve(response))),
      );
    expect((await check('')).status).toBe(healthV1.HealthCheckResponse_ServingStatus.SERVING);
    expect((await check('shop.identity.v1.IdentityService')).status).toBe(healthV1.HealthCheckResponse_ServingStatus.SERVING);
    await expect(check('nope')).rejects.toMatchObject({ code: 5 });
    health.close();
  });
});

describe('graceful stop', () => {
  it('finishes an in-flight call, then refuses new ones', async () => {
    let entered!: () => void;
    let finish!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const released = new Promise<void>((resolve) => (finish = resolve));
    const own = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      callers,
      services: [
        bindService(PlatformService, {
          async getPlatformConfig() {
            entered();
            await released;
            return { config: undefined };
          },
        }, access),
      ],
    });
    const client = createGrpcClient(PlatformService, `127.0.0.1:${own.port}`, { defaultDeadlineMs: 5000, identity });
    const inFlight = client.call.getPlatformConfig({ platformCode: 2 });
    await inside;
    const stopped = own.stop(4000);
    finish();
    await stopped;
    await expect(inFlight).resolves.toEqual({ config: undefined });
    await expect(client.call.getPlatformConfig({ platformCode: 2 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    client.close();
  });
});
