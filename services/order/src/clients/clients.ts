import { catalogV1, fundV1, identityV1, merchantV1 } from '@shop/contracts';
import { createGrpcClient, signingKeyOf, type BaseConfig, type PromiseClient } from '@shop/service-kit';

/** What the order service asks of the others: products and stock, stores, addresses and names, fees and postings. */
export interface Collaborators {
  catalog: Pick<PromiseClient<typeof catalogV1.CatalogServiceService>, 'getOrderableProducts' | 'reserveStock' | 'releaseStock'>;
  merchant: Pick<PromiseClient<typeof merchantV1.MerchantServiceService>, 'getStore' | 'getMyStore'>;
  identity: Pick<PromiseClient<typeof identityV1.IdentityServiceService>, 'listAddresses' | 'getUser'>;
  fund: Pick<PromiseClient<typeof fundV1.FundServiceService>, 'getFeeSettings' | 'debit' | 'getAvailableBalance'>;
}

type ClientConfig = Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & {
  CATALOG_GRPC_URL: string;
  MERCHANT_GRPC_URL: string;
  IDENTITY_GRPC_URL: string;
  FUND_GRPC_URL: string;
};

/**
 * The clients, signed as this service (the assertion carries the user a call acts for). Reads are
 * retried; stock and postings are idempotent by reservation id and reference, and carry keys.
 */
export function collaboratorClients(serviceName: string, config: ClientConfig): { calls: Collaborators; close(): void } {
  const identityOf = (audience: string) => ({ key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience });
  const catalog = createGrpcClient(catalogV1.CatalogServiceService, config.CATALOG_GRPC_URL, { idempotentReads: ['getOrderableProducts'], identity: identityOf('catalog') });
  const merchant = createGrpcClient(merchantV1.MerchantServiceService, config.MERCHANT_GRPC_URL, { idempotentReads: ['getStore', 'getMyStore'], identity: identityOf('merchant') });
  const identity = createGrpcClient(identityV1.IdentityServiceService, config.IDENTITY_GRPC_URL, { idempotentReads: ['listAddresses', 'getUser'], identity: identityOf('identity') });
  const fund = createGrpcClient(fundV1.FundServiceService, config.FUND_GRPC_URL, { idempotentReads: ['getFeeSettings', 'getAvailableBalance'], identity: identityOf('fund') });
  return {
    calls: { catalog: catalog.call, merchant: merchant.call, identity: identity.call, fund: fund.call },
    close() {
      for (const client of [catalog, merchant, identity, fund]) client.close();
    },
  };
}
