import { identityV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What the fund service asks of identity: whether the user an operator names exists. */
export type IdentityCalls = Pick<PromiseClient<typeof identityV1.IdentityServiceService>, 'getUser'>;

/** Identity's client, signed as this service (the assertion carries the user it asks about); reads are retried. */
export function identityClient(
  serviceName: string,
  config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { IDENTITY_GRPC_URL: string },
): GrpcClient<typeof identityV1.IdentityServiceService> {
  return createGrpcClient(identityV1.IdentityServiceService, config.IDENTITY_GRPC_URL, {
    idempotentReads: ['getUser'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'identity' },
  });
}
