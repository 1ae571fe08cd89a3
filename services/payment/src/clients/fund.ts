import { fundV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/**
 * What the payment service asks of the fund service: postings on a buyer's wallet, once per
 * reference, and the withdrawal an approval event names, before paying it out.
 */
export type FundCalls = Pick<PromiseClient<typeof fundV1.FundServiceService>, 'credit' | 'debit' | 'getWithdrawalForPayout'>;

/** The fund service's client, signed as this service (for the user of the request being served, if any). */
export function fundClient(serviceName: string, config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { FUND_GRPC_URL: string }): GrpcClient<typeof fundV1.FundServiceService> {
  return createGrpcClient(fundV1.FundServiceService, config.FUND_GRPC_URL, {
    idempotentReads: ['getWithdrawalForPayout'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'fund' },
  });
}
