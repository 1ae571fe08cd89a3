import { orderV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What the payment service asks of the order service: the buyer's orders a payment would cover. */
export type OrderCalls = Pick<PromiseClient<typeof orderV1.OrderServiceService>, 'getOrdersForPayment'>;

/** The order service's client, signed as this service for the buyer the request asserts. */
export function orderClient(serviceName: string, config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { ORDER_GRPC_URL: string }): GrpcClient<typeof orderV1.OrderServiceService> {
  return createGrpcClient(orderV1.OrderServiceService, config.ORDER_GRPC_URL, {
    idempotentReads: ['getOrdersForPayment'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'order' },
  });
}
