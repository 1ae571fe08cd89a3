import { catalogV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What the merchant service asks of the catalog, acting for a store's owner. */
export type CatalogCalls = Pick<PromiseClient<typeof catalogV1.CatalogServiceService>, 'browseForStore' | 'setListing'>;

/**
 * The catalog's client, signed as this service (the assertion carries the user it acts for).
 * Only browsing is retried; SetListing carries a key derived from the command being served.
 */
export function catalogClient(
  serviceName: string,
  config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { CATALOG_GRPC_URL: string },
): GrpcClient<typeof catalogV1.CatalogServiceService> {
  return createGrpcClient(catalogV1.CatalogServiceService, config.CATALOG_GRPC_URL, {
    idempotentReads: ['listProducts', 'getProduct', 'listStoreProducts', 'browseForStore'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'catalog' },
  });
}
