import { createGrpcClient, signingKeyOf, type CallMetrics } from '@shop/service-kit';
import { clientSpecs, type ClientSpec, type ServiceClients, type ServiceDefinition } from '@shop/api';
import type { BffConfig } from '../config.js';

/** The name services know the BFF by: the issuer of its caller assertions. */
export const BFF_SERVICE_NAME = 'bff';

/**
 * One channel per service for the life of the process; reads are retried, writes never. Every call
 * is signed as the BFF for the peer that serves it, for the shopper in the request context, and
 * counted in `metrics` (`grpc_client_handling_*`).
 */
export function createServiceClients(config: BffConfig, metrics?: CallMetrics): ServiceClients {
  const key = signingKeyOf(BFF_SERVICE_NAME, config.SERVICE_IDENTITY_KEY);
  const connect = ({ definition, peer, idempotentReads }: ClientSpec<ServiceDefinition>) =>
    createGrpcClient(definition, config.grpcUrls[peer], {
      defaultDeadlineMs: config.GRPC_DEADLINE_MS,
      idempotentReads,
      identity: { key, audience: peer },
      ...(metrics ? { metrics } : {}),
    });
  return Object.fromEntries(Object.entries(clientSpecs).map(([name, spec]) => [name, connect(spec)])) as ServiceClients;
}

export function closeServiceClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client.close();
}
