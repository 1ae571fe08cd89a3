import { afterAll, describe, expect, it } from '@jest/globals';
import { credentials } from '@grpc/grpc-js';
import { healthV1, identityV1 } from '@shop/contracts';
import { loadConfig } from '../../src/config.js';
import { bffChannel, lastCode, startIdentity, testConfigEnv, type IdentityFixture } from './fixture.js';

const started: IdentityFixture[] = [];

afterAll(async () => {
  await Promise.all(started.map((f) => f.stop()));
});

async function start(env: Record<string, string>): Promise<IdentityFixture> {
  const fixture = await startIdentity(env);
  started.push(fixture);
  return fixture;
}

function healthOf(fixture: IdentityFixture, service: string): Promise<number> {
  const health = new healthV1.HealthClient(`127.0.0.1:${fixture.service.grpc!.port}`, credentials.createInsecure());
  return new Promise((resolve) =>
    health.check({ service }, (error) => {
      health.close();
      resolve(error?.code ?? 0);
    }),
  );
}

describe('the development inbox', () => {
  it('holds the codes delivered outside production, newest first', async () => {
    const fixture = await start({ NODE_ENV: 'development' });
    const account = '+6281377700001';
    await fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.1' });
    fixture.clock.advance(60);
    await fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.1' });
    const { messages } = await fixture.dev.listInbox({ account: '0813-7770-0001' });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ purpose: 'signup', code: expect.stringMatching(/^\d{6}$/) });
    expect(Date.parse(messages[0]!.sentAt)).toBeGreaterThan(Date.parse(messages[1]!.sentAt));
    expect(Date.parse(messages[0]!.expiresAt) - Date.parse(messages[0]!.sentAt)).toBe(300_000);
    expect(await lastCode(fixture, account, 'signup')).toBe(messages[0]!.code);
  });

  it('does not exist in production, where codes are refused until a delivery adapter exists', async () => {
    const fixture = await start({ NODE_ENV: 'production' });
    expect(await healthOf(fixture, 'shop.identity.v1.IdentityService')).toBe(0);
    expect(await healthOf(fixture, 'shop.identity.v1.IdentityDevService')).toBe(5);
    await expect(fixture.identity.sendCode({ account: '+6281377700002', purpose: 'signup', clientIp: '192.0.2.1' })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'code_delivery_unavailable',
    });
    // No code exists that nobody received.
    expect(await fixture.service.orm.em.fork().execute('select 1 from verification_code')).toHaveLength(0);
    const dev = bffChannel(identityV1.IdentityDevServiceService, `127.0.0.1:${fixture.service.grpc!.port}`);
    await expect(dev.as().listInbox({ account: '+6281377700002' })).rejects.toMatchObject({ message: expect.stringMatching(/does not implement/) });
    dev.close();
  });
});

describe('the demo shopper', () => {
  const demo = { DEMO_SHOPPER_ACCOUNT: '081200000001', DEMO_SHOPPER_PASSWORD: 'demo1234' };

  it('is created once, with a default address in Jakarta', async () => {
    const fixture = await start(demo);
    const { session } = await fixture.identity.signIn({ account: '+6281200000001', password: 'demo1234', clientIp: '192.0.2.1' });
    expect(session!.user).toMatchObject({ account: '+6281200000001', nickname: 'Demo Shopper' });
    const { addresses } = await fixture.asUser(session!.user!.id).listAddresses({ });
    expect(addresses).toEqual([expect.objectContaining({ isDefault: true, provinceCode: '31', cityName: 'Kota Administrasi Jakarta Pusat', districtName: 'Gambir' })]);

    const restarted = await fixture.startReplica();
    const users = await restarted.orm.em.fork().execute('select 1 from user_account');
    expect(users).toHaveLength(1);
    await restarted.stop();
  });

  it('is refused in production, and must come with both settings', () => {
    const base = testConfigEnv();
    expect(() => loadConfig({ ...base, ...demo, NODE_ENV: 'production' })).toThrow(/DEMO_SHOPPER_ACCOUNT: no demo shopper in production/);
    expect(() => loadConfig({ ...base, DEMO_SHOPPER_ACCOUNT: '081200000001' })).toThrow(/DEMO_SHOPPER_PASSWORD/);
    expect(loadConfig(base).DEMO_SHOPPER_ACCOUNT).toBeUndefined();
  });
});
