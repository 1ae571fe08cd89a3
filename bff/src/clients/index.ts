import { createGrpcClient, type GrpcClient } from '@shop/service-kit';
import type { BffConfig } from '../config.js';
import { clientSpecs, type ClientSpec, type ServiceDefinition } from '../peers.js';

type ClientSpecs = typeof clientSpecs;

export type ServiceClients = { [K in keyof ClientSpecs]: GrpcClient<ClientSpecs[K]['definition']> };

/** One channel per service for the life of the process; reads are retried, writes never. */
export function createServiceClients(config: BffConfig): ServiceClients {
  const connect = ({ definition, peer, idempotentReads }: ClientSpec<ServiceDefinition>) =>
    createGrpcClient(definition, config.grpcUrls[peer], { defaultDeadlineMs: config.GRPC_DEADLINE_MS, idempotentReads });
  return Object.fromEntries(Object.entries(clientSpecs).map(([name, spec]) => [name, connect(spec)])) as ServiceClients;
}

export function closeServiceClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client.close();
}
