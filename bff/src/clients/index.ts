import { catalogV1, identityV1 } from '@shop/contracts';
import { createGrpcClient, type GrpcClient } from '@shop/service-kit';
import type { BffConfig } from '../config.js';

export interface ServiceClients {
  identity: GrpcClient<typeof identityV1.IdentityServiceService>;
  /** Served by identity outside production only. */
  identityDev: GrpcClient<typeof identityV1.IdentityDevServiceService>;
  catalog: GrpcClient<typeof catalogV1.CatalogServiceService>;
}

/** One channel per service for the life of the process; reads are retried, writes never. */
export function createServiceClients(config: BffConfig): ServiceClients {
  const defaultDeadlineMs = config.GRPC_DEADLINE_MS;
  return {
    identity: createGrpcClient(identityV1.IdentityServiceService, config.IDENTITY_GRPC_URL, {
      defaultDeadlineMs,
      idempotentReads: ['getPlatformConfig', 'authenticate', 'getUser', 'listAddresses', 'listAreas'],
    }),
    identityDev: createGrpcClient(identityV1.IdentityDevServiceService, config.IDENTITY_GRPC_URL, { defaultDeadlineMs, idempotentReads: ['listInbox'] }),
    catalog: createGrpcClient(catalogV1.CatalogServiceService, config.CATALOG_GRPC_URL, {
      defaultDeadlineMs,
      idempotentReads: ['listProducts', 'getProduct'],
    }),
  };
}

export function closeServiceClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client.close();
}
