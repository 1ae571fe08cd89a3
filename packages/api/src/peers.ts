import { catalogV1, fundV1, identityV1, merchantV1, messagesV1, orderV1, paymentV1 } from '@shop/contracts';
import { peersOf } from '@shop/deployables';
import type { createGrpcClient, GrpcClient } from '@shop/service-kit';

/**
 * Every service the BFF calls: its peers in the manifest. Its `<NAME>_GRPC_URL` setting, its
 * channel and its /readyz health check follow from that; its clients are in `clientSpecs`.
 */
export const peerServices = peersOf('bff');
export type PeerService = (typeof peerServices)[number];

export type GrpcUrlVariable = `${Uppercase<PeerService>}_GRPC_URL`;

export function grpcUrlVariable(peer: PeerService): GrpcUrlVariable {
  return `${peer.toUpperCase() as Uppercase<PeerService>}_GRPC_URL`;
}

export type ServiceDefinition = Parameters<typeof createGrpcClient>[0];

export interface ClientSpec<D extends ServiceDefinition> {
  peer: PeerService;
  definition: D;
  /** Side-effect-free methods, retried by the channel; writes never are (checked by clientSpec). */
  idempotentReads: readonly string[];
}

function clientSpec<D extends ServiceDefinition>(peer: PeerService, definition: D, idempotentReads: readonly (keyof D & string)[]): ClientSpec<D> {
  return { peer, definition, idempotentReads };
}

/** The gRPC services the routers call, each on the channel of the peer that serves it. */
export const clientSpecs = {
  identity: clientSpec('identity', identityV1.IdentityServiceService, ['getPlatformConfig', 'authenticate', 'getUser', 'listAddresses', 'listAreas']),
  /** Served by identity outside production only. */
  identityDev: clientSpec('identity', identityV1.IdentityDevServiceService, ['listInbox']),
  catalog: clientSpec('catalog', catalogV1.CatalogServiceService, [
    'listProducts',
    'getProduct',
    'listStoreProducts',
    'listProductReviews',
    'getCollectionState',
    'listCollection',
    'listFootprint',
  ]),
  merchant: clientSpec('merchant', merchantV1.MerchantServiceService, [
    'getMyApplication',
    'getMyStore',
    'browseCatalog',
    'getStore',
    'searchStreet',
    'listApplications',
    'searchStores',
    'listAuditLog',
  ]),
  fund: clientSpec('fund', fundV1.FundServiceService, [
    'getMyWallet',
    'listMyRecords',
    'getMyBankAccount',
    'quoteWithdrawal',
    'listMyWithdrawals',
    'getFeeSettings',
    'listWithdrawals',
    'listAdjustments',
    'getWallet',
    'listFeeSettings',
    'listAuditLog',
  ]),
  payment: clientSpec('payment', paymentV1.PaymentServiceService, ['getRechargeOptions', 'getMyRecharge', 'listMyRecharges']),
  order: clientSpec('order', orderV1.OrderServiceService, ['getCart', 'quoteCheckout', 'listMyOrders', 'getMyOrder', 'getOrdersForPayment', 'listStoreOrders', 'getStoreOrder']),
  messages: clientSpec('messages', messagesV1.MessagesServiceService, ['listMyNotifications', 'countMyUnread', 'getMyPreferences']),
};

type ClientSpecs = typeof clientSpecs;

/** One client per entry of `clientSpecs`, as procedures see them in their context. */
export type ServiceClients = { [K in keyof ClientSpecs]: GrpcClient<ClientSpecs[K]['definition']> };
