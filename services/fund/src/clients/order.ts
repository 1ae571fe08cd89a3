import { orderV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What the fund service asks of order: the order a completed or refunded event names, before the ledger moves. */
export type OrderCalls = Pick<PromiseClient<typeof orderV1.OrderServiceService>, 'getOrderForLedger'>;

/** Order's client, signed as this service; reads are retried. */
export function orderClient(serviceName: string, config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { ORDER_GRPC_URL: string }): GrpcClient<typeof orderV1.OrderServiceService> {
  return createGrpcClient(orderV1.OrderServiceService, config.ORDER_GRPC_URL, {
    idempotentReads: ['getOrderForLedger'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'order' },
  });
}
