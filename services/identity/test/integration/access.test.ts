import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityV1 } from '@shop/contracts';
import { createGrpcClient, parseSigningKey, runWithRequestContext, signingKeyOf, type AppError } from '@shop/service-kit';
import { testServiceKeyEnv } from '@shop/test-kit';
import { freshPhone, signUpUser, startIdentity, type IdentityFixture } from './fixture.js';

let fixture: IdentityFixture;
let address: string;

beforeAll(async () => {
  fixture = await startIdentity();
  address = `127.0.0.1:${fixture.service.grpc!.port}`;
});

afterAll(async () => {
  await fixture.stop();
});

const clientSignedBy = (issuer: 'bff' | 'catalog') =>
  createGrpcClient(identityV1.IdentityServiceService, address, {
    identity: { key: signingKeyOf(issuer, parseSigningKey(testServiceKeyEnv(issuer).SERVICE_IDENTITY_KEY)), audience: 'identity' },
  });

describe('who may call identity', () => {
  it('answers nobody without a caller assertion', async () => {
    const anonymous = createGrpcClient(identityV1.IdentityServiceService, address);
    await expect(anonymous.call.getPlatformConfig({ platformCode: 2 })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    anonymous.close();
  });

  it('serves a shopper’s addresses only to the BFF acting for a signed-in user', async () => {
    const session = await signUpUser(fixture, freshPhone());
    const userId = session.user!.id;
    const bff = clientSignedBy('bff');
    const catalog = clientSignedBy('catalog');
    const asShopper = <T>(call: () => Promise<T>) => runWithRequestContext({ requestId: 'access-test', user: { id: userId, roles: [] } }, call);
    await expect(asShopper(() => bff.call.listAddresses({}))).resolves.toEqual({ addresses: [] });
    const withoutUser = (await bff.call.listAddresses({}).catch((error: unknown) => error)) as AppError;
    expect(withoutUser).toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
    await expect(asShopper(() => catalog.call.listAddresses({}))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    // Visitors' calls (sign-in, public reads) need no user.
    await expect(bff.call.getPlatformConfig({ platformCode: 2 })).resolves.toBeDefined();
    bff.close();
    catalog.close();
  });
});
