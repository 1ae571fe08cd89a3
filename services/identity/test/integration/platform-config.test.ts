import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityV1 } from '@shop/contracts';
import { createGrpcClient, createLogger, startService, type GrpcClient, type RunningService } from '@shop/service-kit';
import { dropSchema, testBrokers, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { identitySpec } from '../../src/service.js';

const schema = uniqueSchema('identity');
let service: RunningService;
let client: GrpcClient<typeof identityV1.IdentityServiceService>;

beforeAll(async () => {
  const config = loadConfig({ DATABASE_URL: testDatabaseUrl(), DATABASE_SCHEMA: schema, KAFKA_BROKERS: testBrokers(), GRPC_PORT: '0', GRPC_HOST: '127.0.0.1' });
  service = await startService(identitySpec(config, createLogger({ service: 'identity', level: 'silent' })));
  client = createGrpcClient(identityV1.IdentityServiceService, `127.0.0.1:${service.grpc!.port}`);
});

afterAll(async () => {
  client.close();
  await service.stop();
  await dropSchema(testDatabaseUrl(), schema);
});

describe('GetPlatformConfig over gRPC', () => {
  it('serves the seeded storefront with the local defaults', async () => {
    const { config } = await client.call.getPlatformConfig({ platformCode: 2 });
    expect(config).toEqual({
      platformCode: 2,
      title: 'Nusa Mart',
      desc: 'Online Shop',
      logo: '/logo.svg',
      currencySymbol: 'Rp',
      countryId: 1,
      countryMobilePrefix: '+62',
      locale: 'ind',
      categoryIds: { man: 11044364, cosmetics: 29, digital: 36 },
    });
  });

  it('always answers the logo as a path with a leading slash', async () => {
    await service.orm.em.fork().execute(`update platform_config set logo = 'img/brand.png' where platform_code = 2`);
    try {
      const { config } = await client.call.getPlatformConfig({ platformCode: 2 });
      expect(config?.logo).toBe('/img/brand.png');
    } finally {
      await service.orm.em.fork().execute(`update platform_config set logo = '/logo.svg' where platform_code = 2`);
    }
  });

  it('answers NOT_FOUND for an unknown platform and INVALID_ARGUMENT for a bad code', async () => {
    await expect(client.call.getPlatformConfig({ platformCode: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'platform_not_found' });
    await expect(client.call.getPlatformConfig({ platformCode: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_platform_code' });
  });

  it('is idempotent under restart: migrations are not applied twice', async () => {
    const again = await startService(
      identitySpec(
        loadConfig({ DATABASE_URL: testDatabaseUrl(), DATABASE_SCHEMA: schema, KAFKA_BROKERS: testBrokers(), GRPC_PORT: '0', GRPC_HOST: '127.0.0.1' }),
        createLogger({ service: 'identity', level: 'silent' }),
      ),
    );
    const rows = await again.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from platform_config');
    expect(Number(rows[0]?.n)).toBe(1);
    await again.stop();
  });
});
