import { catalogV1, identityV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type GrpcClient } from '@shop/service-kit';
import type { BffConfig } from '../config.js';

export interface ServiceClients {
  identity: GrpcClient<typeof identityV1.IdentityServiceService>;
  /** Served by identity outside production only. */
  identityDev: GrpcClient<typeof identityV1.IdentityDevServiceService>;
  catalog: GrpcClient<typeof catalogV1.CatalogServiceService>;
}

/** The name services know the BFF by: the issuer of its caller assertions. */
export const BFF_SERVICE_NAME = 'bff';

/**
 * One channel per service for the life of the process; reads are retried, writes never. Every call
 * is signed as the BFF for the target service, for the shopper in the request context.
 */
export function createServiceClients(config: BffConfig): ServiceClients {
  const defaultDeadlineMs = config.GRPC_DEADLINE_MS;
  const key = signingKeyOf(BFF_SERVICE_NAME, config.SERVICE_IDENTITY_KEY);
  return {
    identity: createGrpcClient(identityV1.IdentityServiceService, config.IDENTITY_GRPC_URL, {
      defaultDeadlineMs,
      idempotentReads: ['getPlatformConfig', 'authenticate', 'getUser', 'listAddresses', 'listAreas'],
      identity: { key, audience: 'identity' },
    }),
    identityDev: createGrpcClient(identityV1.IdentityDevServiceService, config.IDENTITY_GRPC_URL, {
      defaultDeadlineMs,
      idempotentReads: ['listInbox'],
      identity: { key, audience: 'identity' },
    }),
    catalog: createGrpcClient(catalogV1.CatalogServiceService, config.CATALOG_GRPC_URL, {
      defaultDeadlineMs,
      idempotentReads: ['listProducts', 'getProduct'],
      identity: { key, audience: 'catalog' },
    }),
  };
}

export function closeServiceClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client.close();
}
