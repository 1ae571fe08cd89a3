import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startIdentity, type IdentityFixture } from './fixture.js';

let fixture: IdentityFixture;

beforeAll(async () => {
  fixture = await startIdentity();
});

afterAll(async () => {
  await fixture.stop();
});

describe('GetPlatformConfig over gRPC', () => {
  it('serves the seeded storefront with the local defaults', async () => {
    const { config } = await fixture.identity.getPlatformConfig({ platformCode: 2 });
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
    await fixture.service.orm.em.fork().execute(`update platform_config set logo = 'img/brand.png' where platform_code = 2`);
    try {
      const { config } = await fixture.identity.getPlatformConfig({ platformCode: 2 });
      expect(config?.logo).toBe('/img/brand.png');
    } finally {
      await fixture.service.orm.em.fork().execute(`update platform_config set logo = '/logo.svg' where platform_code = 2`);
    }
  });

  it('answers NOT_FOUND for an unknown platform and INVALID_ARGUMENT for a bad code', async () => {
    await expect(fixture.identity.getPlatformConfig({ platformCode: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'platform_not_found' });
    await expect(fixture.identity.getPlatformConfig({ platformCode: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_platform_code' });
  });

  it('is idempotent under restart: migrations are not applied twice', async () => {
    const again = await fixture.startReplica();
    const rows = await again.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from platform_config');
    expect(Number(rows[0]?.n)).toBe(1);
    await again.stop();
  });
});
