import type { EventType } from '@shop/contracts';

/**
 * `grpc`: a service of `services/`, serving gRPC and `grpc.health.v1`; `http`: the BFF, serving
 * `/trpc`; `web`: a front end of `frontends/`, serving pages or a remote's files over HTTP.
 */
export type DeployableKind = 'grpc' | 'http' | 'web';

/**
 * A second listener that callers outside the cluster reach (payment: the gateway's
 * notifications; messages: the messaging provider's status callbacks): the chart publishes it as port `http` and routes `publicPath` to it through
 * the ingress, the local gateway does the same.
 */
export interface ExternalListener {
  /** The setting the deployable reads its port from. */
  portSetting: string;
  /** Its port in the cluster. */
  port: number;
  /** The path prefix routed to it. */
  publicPath: string;
}

/** What a `web` deployable is to the others. */
export interface WebApp {
  /**
   * `server`: the shell's Node server, rendering every page as the Module Federation host;
   * `remote`: a Module Federation remote, static files the host loads in the browser and its
   * Node build the server loads.
   */
  role: 'server' | 'remote';
  /** Its Module Federation name: the chart's `frontends.<app>` (objects `web-<app>`), a remote's files under `/mf/<app>/`. */
  app: string;
  /** The deployables it calls over HTTP: the server calls the BFF (`/trpc`) and loads every remote's Node build. */
  calls: readonly string[];
}

export interface Deployable {
  /**
   * Its package name without `@shop/`, which tags its releases. For services and the BFF,
   * lowercase letters and digits: the Kubernetes Service, the schema, the event prefix, `<NAME>_GRPC_URL`.
   */
  name: string;
  kind: DeployableKind;
  /** The workspace folder, relative to the repository root; its process is `dist/main.js` there. */
  workspace: string;
  /** The port it serves on in the cluster: gRPC (`GRPC_PORT`) for services, HTTP (`PORT`) for the BFF and the front ends. */
  port: number;
  externalListener?: ExternalListener;
  /** The gRPC services it calls: each one's access table lists it among the callers of the methods it uses. */
  peers: readonly string[];
  /** The events it publishes: exactly the registry's wire names that start with its name. */
  publishes: readonly EventType[];
  /** The events it consumes (a service: the keys of `src/events/consume/subscriptions.ts`). */
  consumes: readonly EventType[];
  /** A front end's place among the others (kind `web` only). */
  web?: WebApp;
}

const GRPC_PORT = 50051;
const HTTP_PORT = 8080;

/**
 * Every deployable the repository builds: the one place a service or a front end is added. The
 * local stack, the test keys, the BFF's peers and the release tooling read it; the access tables,
 * the chart's values and the docs are checked against it.
 */
export const deployables = [
  {
    name: 'identity',
    kind: 'grpc',
    workspace: 'services/identity',
    port: GRPC_PORT,
    // The verification codes it issues are delivered by messages.
    peers: ['messages'],
    publishes: ['identity.sessions.revoked.v1'],
    consumes: [],
  },
  {
    name: 'catalog',
    kind: 'grpc',
    workspace: 'services/catalog',
    port: GRPC_PORT,
    peers: [],
    publishes: ['catalog.product.viewed.v1', 'catalog.listing.changed.v1', 'catalog.product.collected.v1', 'catalog.product.uncollected.v1'],
    // Its own product views too: it tallies them off the request path.
    consumes: ['catalog.product.viewed.v1', 'order.order.completed.v1', 'order.order.reviewed.v1'],
  },
  {
    name: 'merchant',
    kind: 'grpc',
    workspace: 'services/merchant',
    port: GRPC_PORT,
    // A store's listings live in the catalog.
    peers: ['catalog'],
    publishes: ['merchant.store.changed.v1', 'merchant.store.visited.v1', 'merchant.application.reviewed.v1'],
    consumes: [
      'merchant.store.visited.v1',
      'catalog.listing.changed.v1',
      'catalog.product.collected.v1',
      'catalog.product.uncollected.v1',
      'order.order.completed.v1',
      'order.order.reviewed.v1',
    ],
  },
  {
    name: 'fund',
    kind: 'grpc',
    workspace: 'services/fund',
    port: GRPC_PORT,
    // An operator's adjustment names a user identity knows; each paid recharge and settled payout
    // is confirmed with payment, each completed or refunded order with order, before the ledger moves.
    peers: ['identity', 'payment', 'order'],
    publishes: ['fund.withdrawal.approved.v1'],
    consumes: ['payment.recharge.paid.v1', 'payment.payout.settled.v1', 'order.order.completed.v1', 'order.order.refunded.v1'],
  },
  {
    name: 'payment',
    kind: 'grpc',
    workspace: 'services/payment',
    port: GRPC_PORT,
    // The payment gateway notifies it on a second listener, through the ingress.
    externalListener: { portSetting: 'NOTIFICATION_PORT', port: HTTP_PORT, publicPath: '/notifications' },
    // Order payments: the buyer's orders from order, the postings on their wallet through fund.
    peers: ['fund', 'order'],
    publishes: ['payment.recharge.paid.v1', 'payment.payout.settled.v1', 'payment.order.paid.v1'],
    consumes: ['fund.withdrawal.approved.v1'],
  },
  {
    name: 'order',
    kind: 'grpc',
    workspace: 'services/order',
    port: GRPC_PORT,
    // Checkout composes the catalog, the stores, the shopper's addresses and the fee settings; goods costs are fund postings.
    peers: ['identity', 'catalog', 'merchant', 'fund'],
    publishes: [
      'order.order.completed.v1',
      'order.order.reviewed.v1',
      'order.order.refunded.v1',
      'order.order.paid.v1',
      'order.order.shipped.v1',
      'order.order.delivered.v1',
      'order.return.requested.v1',
      'order.return.reviewed.v1',
      'order.goodscost.due.v1',
    ],
    consumes: ['payment.order.paid.v1'],
  },
  {
    name: 'messages',
    kind: 'grpc',
    workspace: 'services/messages',
    port: GRPC_PORT,
    // The messaging provider's status callbacks (Twilio's) arrive on a second listener, through the ingress.
    externalListener: { portSetting: 'RECEIPTS_PORT', port: HTTP_PORT, publicPath: '/receipts' },
    // The e-mail or phone of the user an event names.
    peers: ['identity'],
    publishes: [],
    // Each event that tells someone something (src/domain/event-notices.ts).
    consumes: [
      'payment.recharge.paid.v1',
      'fund.withdrawal.approved.v1',
      'payment.payout.settled.v1',
      'order.order.refunded.v1',
      'order.order.paid.v1',
      'order.order.shipped.v1',
      'order.order.delivered.v1',
      'order.return.requested.v1',
      'order.return.reviewed.v1',
      'order.goodscost.due.v1',
      'merchant.application.reviewed.v1',
    ],
  },
  {
    name: 'bff',
    kind: 'http',
    workspace: 'bff',
    port: HTTP_PORT,
    peers: ['identity', 'catalog', 'merchant', 'fund', 'payment', 'order', 'messages'],
    publishes: [],
    // Every replica drops ended sessions from its cache at once.
    consumes: ['identity.sessions.revoked.v1'],
  },
  {
    name: 'shell',
    kind: 'web',
    workspace: 'frontends/shell',
    port: HTTP_PORT,
    peers: [],
    publishes: [],
    consumes: [],
    // Public data for the pages it renders comes from /trpc; each remote's pages from its Node build.
    web: { role: 'server', app: 'shell', calls: ['bff', 'shopper', 'merchant-web', 'operator-web'] },
  },
  {
    name: 'shopper',
    kind: 'web',
    workspace: 'frontends/shopper',
    port: HTTP_PORT,
    peers: [],
    publishes: [],
    consumes: [],
    web: { role: 'remote', app: 'shopper', calls: [] },
  },
  {
    name: 'merchant-web',
    kind: 'web',
    workspace: 'frontends/merchant',
    port: HTTP_PORT,
    peers: [],
    publishes: [],
    consumes: [],
    web: { role: 'remote', app: 'merchant', calls: [] },
  },
  {
    name: 'operator-web',
    kind: 'web',
    workspace: 'frontends/operator',
    port: HTTP_PORT,
    peers: [],
    publishes: [],
    consumes: [],
    web: { role: 'remote', app: 'operator', calls: [] },
  },
] as const satisfies readonly Deployable[];

type Manifest = (typeof deployables)[number];

export type DeployableName = Manifest['name'];
export type GrpcServiceName = Extract<Manifest, { kind: 'grpc' }>['name'];

export type WebDeployableName = Extract<Manifest, { kind: 'web' }>['name'];
export type BackendName = Exclude<DeployableName, WebDeployableName>;

/** The gRPC services, in the manifest's order. */
export const grpcServices: readonly Extract<Manifest, { kind: 'grpc' }>[] = deployables.filter((entry): entry is Extract<Manifest, { kind: 'grpc' }> => entry.kind === 'grpc');

/**
 * The gRPC services and the BFF, in the manifest's order: the deployables with a caller identity,
 * a process of the local stack, Kafka and gRPC settings.
 */
export const backends: readonly Extract<Manifest, { name: BackendName }>[] = deployables.filter(
  (entry): entry is Extract<Manifest, { name: BackendName }> => entry.kind !== 'web',
);

/** The front ends, in the manifest's order: the shell's server and the remotes. */
export const webDeployables: readonly Extract<Manifest, { kind: 'web' }>[] = deployables.filter((entry): entry is Extract<Manifest, { kind: 'web' }> => entry.kind === 'web');

export function deployable<N extends DeployableName>(name: N): Extract<Manifest, { name: N }> {
  return deployables.find((entry): entry is Extract<Manifest, { name: N }> => entry.name === name)!;
}

type PeerOf<N extends DeployableName> = Extract<Manifest, { name: N }>['peers'][number];

/** The gRPC services `name` calls, as an array whatever its entry's tuple (for a union of names, those any of them calls). */
export function peersOf<N extends DeployableName>(name: N): readonly PeerOf<N>[] {
  const peers: readonly string[] = deployable(name).peers;
  return peers as readonly PeerOf<N>[];
}

/** The deployables that call `service`: the only callers its access table may name. */
export function callersOf(service: GrpcServiceName): DeployableName[] {
  return deployables.filter((entry) => peersOf(entry.name).some((peer) => peer === service)).map((entry) => entry.name);
}
