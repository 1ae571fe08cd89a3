import { messagesV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What identity asks of the messages service: delivering the codes it issues. */
export type MessagesCalls = Pick<PromiseClient<typeof messagesV1.MessagesServiceService>, 'sendCode'>;

/** The messages service's client, signed as this service. Nothing is retried by the channel: see `messagesNotifier`. */
export function messagesClient(
  serviceName: string,
  config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { MESSAGES_GRPC_URL: string },
): GrpcClient<typeof messagesV1.MessagesServiceService> {
  return createGrpcClient(messagesV1.MessagesServiceService, config.MESSAGES_GRPC_URL, {
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'messages' },
  });
}
