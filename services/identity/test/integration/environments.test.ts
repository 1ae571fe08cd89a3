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
    await fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.1', language: 'ind' });
    fixture.clock.advance(60);
    await fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.1', language: 'ind' });
    const { messages } = await fixture.dev.listInbox({ account: '0813-7770-0001' });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ purpose: 'signup', code: expect.stringMatching(/^\d{6}$/) });
    expect(Date.parse(messages[0]!.sentAt)).toBeGreaterThan(Date.parse(messages[1]!.sentAt));
    expect(Date.parse(messages[0]!.expiresAt) - Date.parse(messages[0]!.sentAt)).toBe(300_000);
    expect(await lastCode(fixture, account, 'signup')).toBe(messages[0]!.code);
  });

  it('does not exist in production, where codes are refused without the messages service', async () => {
    const fixture = await start({ NODE_ENV: 'production' });
    expect(await healthOf(fixture, 'shop.identity.v1.IdentityService')).toBe(0);
    expect(await healthOf(fixture, 'shop.identity.v1.IdentityDevService')).toBe(5);
    await expect(fixture.identity.sendCode({ account: '+6281377700002', purpose: 'signup', clientIp: '192.0.2.1', language: 'ind' })).rejects.toMatchObject({
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

describe('the demo users', () => {
  const merchantId = '6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f';
  const users = [
    { account: '081200000001', password: 'demo1234', nickname: 'Demo Shopper' },
    { id: merchantId, account: '+6281200000002', password: 'demo1234', nickname: 'Demo Merchant' },
    { account: '+6281200000003', password: 'demo1234', nickname: 'Demo Operator', roles: ['operator'] },
  ];
  const demo = { DEMO_USERS: JSON.stringify(users) };

  it('are created once, each with a default address in Jakarta, the merchant with its fixed id, the operator with the role', async () => {
    const fixture = await start(demo);
    const signIn = async (account: string) => (await fixture.identity.signIn({ account, password: 'demo1234', clientIp: '192.0.2.1' })).session!;
    const shopper = await signIn('+6281200000001');
    expect(shopper.user).toMatchObject({ account: '+6281200000001', nickname: 'Demo Shopper', roles: [] });
    const { addresses } = await fixture.asUser(shopper.user!.id).listAddresses({});
    expect(addresses).toEqual([expect.objectContaining({ isDefault: true, recipientName: 'Demo Shopper', provinceCode: '31', cityName: 'Kota Administrasi Jakarta Pusat', districtName: 'Gambir' })]);
    expect((await signIn('+6281200000002')).user).toMatchObject({ id: merchantId, nickname: 'Demo Merchant', roles: [] });
    const operator = await signIn('+6281200000003');
    expect(operator.user).toMatchObject({ nickname: 'Demo Operator', roles: ['operator'] });
    expect(await fixture.identity.authenticate({ token: operator.token })).toEqual({ userId: operator.user!.id, roles: ['operator'] });

    const restarted = await fixture.startReplica();
    const counted = await restarted.orm.em.fork().execute('select 1 from user_account');
    expect(counted).toHaveLength(3);
    expect(await restarted.orm.em.fork().execute('select 1 from user_role')).toHaveLength(1);
    await restarted.stop();
  });

  it('are refused in production, and must be well-formed', () => {
    const base = testConfigEnv();
    expect(() => loadConfig({ ...base, ...demo, NODE_ENV: 'production' })).toThrow(/DEMO_USERS: no demo users in production/);
    expect(() => loadConfig({ ...base, DEMO_USERS: '[{"account":' })).toThrow(/DEMO_USERS/);
    expect(() => loadConfig({ ...base, DEMO_USERS: JSON.stringify([{ ...users[2], roles: ['admin'] }]) })).toThrow(/DEMO_USERS/);
    expect(() => loadConfig({ ...base, DEMO_USERS: JSON.stringify([{ ...users[1], id: 'store-1' }]) })).toThrow(/DEMO_USERS/);
    expect(loadConfig(base).DEMO_USERS).toBeUndefined();
  });
});
