import { paymentV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What the fund service asks of payment: the recharge or payout an event names, before the ledger moves. */
export type PaymentCalls = Pick<PromiseClient<typeof paymentV1.PaymentServiceService>, 'getRechargeForLedger' | 'getPayoutForLedger'>;

/** Payment's client, signed as this service; reads are retried. */
export function paymentClient(
  serviceName: string,
  config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { PAYMENT_GRPC_URL: string },
): GrpcClient<typeof paymentV1.PaymentServiceService> {
  return createGrpcClient(paymentV1.PaymentServiceService, config.PAYMENT_GRPC_URL, {
    idempotentReads: ['getRechargeForLedger', 'getPayoutForLedger'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'payment' },
  });
}
