import { backends, webDeployables, type BackendName, type Deployable, type DeployableKind } from '@shop/deployables';
import { demoMerchant, demoOperator, demoSecondOperator, demoShopper, demoStoreCount } from './demo.js';

/**
 * The processes `npm start` runs besides Postgres, the broker and the front ends: every service
 * and the BFF of the manifest (`@shop/deployables`), with what only this machine needs added by
 * name in `localSettings`. gRPC services get a port, the database and the broker; the BFF learns
 * every gRPC service's address as `<NAME>_GRPC_URL`.
 */
export interface StackEntry extends LocalSettings {
  name: BackendName;
  /** Folder of the deployable, relative to the repository root; runs `dist/main.js` there. */
  workspace: string;
  kind: DeployableKind;
  /** gRPC services of the stack it calls: it gets each one's `<NAME>_GRPC_URL` (the BFF gets them all). */
  peers: readonly string[];
  /** Settings naming the port of another listener it opens (besides gRPC and metrics): a free one each, picked up front and printed. */
  ports: readonly string[];
  /** Paths the gateway passes to one of those listeners, as the cluster's ingress does (path prefix -> port setting). */
  routes: Record<string, string>;
}

/** What a deployable gets on this machine only: demo data, data folders, the gateway in front. */
interface LocalSettings {
  env?: Record<string, string>;
  /** Settings naming a folder under the stack's data directory (variable -> folder), made before it starts. */
  dataFolders?: Record<string, string>;
  /** Added only when the stack does not run with NODE_ENV=production (demo data). */
  developmentEnv?: Record<string, string>;
}

/** Where the file-system object store keeps media, under the stack's data directory; served at `/media/`. */
export const mediaFolder = 'media';

const localSettings: Partial<Record<BackendName, LocalSettings>> = {
  identity: {
    developmentEnv: {
      DEMO_USERS: JSON.stringify([
        { ...demoShopper, nickname: 'Demo Shopper' },
        { ...demoMerchant, nickname: 'Demo Merchant' },
        { ...demoOperator, nickname: 'Demo Operator', roles: ['operator'] },
        { ...demoSecondOperator, nickname: 'Demo Operator Dua', roles: ['operator'] },
      ]),
    },
  },
  catalog: {
    // Product pictures in the same folder as the merchant's logos, served at /media.
    dataFolders: { MEDIA_DIR: mediaFolder },
    developmentEnv: { SEED_DEMO_LISTING_STORES: String(demoStoreCount) },
  },
  merchant: {
    // Logos on the local disk; the gateway serves the same folder under MEDIA_PUBLIC_URL (/media).
    dataFolders: { MEDIA_DIR: mediaFolder },
    developmentEnv: { SEED_DEMO_STORES: String(demoStoreCount), DEMO_MERCHANT_ID: demoMerchant.id },
  },
  payment: {
    // Reconciliation every few seconds, so a lost notification or a gateway outage shows quickly.
    developmentEnv: { RECONCILE_INTERVAL_MS: '3000', RECHARGE_CHECK_AFTER_MS: '15000', PAYOUT_CHECK_AFTER_MS: '15000' },
  },
  order: {
    // The lifecycle jobs every second, so a paid order ships while one watches; an approved
    // return's goods come back after seconds, not the minute of a real courier's first scan.
    developmentEnv: { JOB_INTERVAL_MS: '1000', RETURN_RECEIPT_DELAY_MS: '5000' },
  },
  // Its e-mail goes to the stack's Mailpit (SMTP_URL, as every service's), from this address.
  messages: { env: { MAIL_FROM: 'Nusa Mart <no-reply@shop.example>' } },
  // The gateway in front plays the ingress: it passes the shopper's IP in X-Forwarded-For.
  bff: { env: { TRUST_PROXY_HOPS: '1' } },
};

// Derived, not checked: the stack is code, so the manifest's entry is all a new service needs here.
// An external listener (the payment gateway's notifications) gets a free port, and the gateway
// passes its public path to it as the cluster's ingress does.
export const stack: readonly StackEntry[] = backends.map((entry) => {
  const { externalListener: listener }: Deployable = entry;
  return {
    name: entry.name,
    workspace: entry.workspace,
    kind: entry.kind,
    peers: entry.peers,
    ports: listener ? [listener.portSetting] : [],
    routes: listener ? { [`${listener.publicPath}/`]: listener.portSetting } : {},
    ...localSettings[entry.name],
  };
});

/** A provider's stand-in that the stack runs as a process, on a free port, behind the gateway under `pathPrefix` (its health check at `<pathPrefix>healthz`). */
export interface LocalSandbox {
  name: string;
  workspace: string;
  pathPrefix: string;
  /** Settings of its own on this machine. */
  env?: Record<string, string>;
}

/**
 * The payment gateway's stand-in (Midtrans-like, `deploy/payment-sandbox`), started before the
 * services: the payment service gets its address and key, it gets the payment service's
 * notification URLs, and the gateway passes `/sandbox/` to it so its pay page is on the shop's
 * origin. Every notification goes out three times, with a stale `pending` after each final one.
 */
export const paymentSandbox = {
  name: 'payment-sandbox',
  workspace: 'deploy/payment-sandbox',
  pathPrefix: '/sandbox/',
  /** Its key (the server key the payment service uses), made once per data directory. */
  keyFile: 'payment-sandbox/server-key',
  /** The service it is the gateway of, and that service's notification listener. */
  client: { name: 'payment', portSetting: 'NOTIFICATION_PORT', chargePath: '/notifications/charge', payoutPath: '/notifications/payout' },
  env: { NOTIFY_COPIES: '3', NOTIFY_STALE_PENDING: 'on', PAYOUT_DELAY_MS: '3000' },
} as const;

/**
 * The SMS and WhatsApp provider's stand-in (Twilio-like, `deploy/messaging-sandbox`), started
 * before the services: the messages service gets its address, account and senders, and the address
 * of its own receipts listener for the sandbox's status callbacks; the gateway passes
 * `/messaging-sandbox/` to it so its outbox is on the shop's origin.
 */
export const messagingSandbox = {
  name: 'messaging-sandbox',
  workspace: 'deploy/messaging-sandbox',
  pathPrefix: '/messaging-sandbox/',
  /** Its account (the messages service's too), made once per data directory. */
  accountFiles: { accountSid: 'messaging-sandbox/account-sid', authToken: 'messaging-sandbox/auth-token' },
  /** The service it is the provider of, and that service's status callback listener. */
  client: { name: 'messages', portSetting: 'RECEIPTS_PORT' },
  /** The senders: the service sends from them, and a Messaging Service's message gets them. */
  senders: { sms: '+15005550006', whatsapp: 'whatsapp:+14155238886' },
} as const;

/** Where the recharge page lives: an e-wallet app sends the payer back there. */
export const rechargeReturnPath = '/h5/merchant/recharge';

// The front ends come from the manifest too (its test holds exactly one server): the server runs
// as a process, the remotes' builds are served by the gateway.
const shell = webDeployables.find((entry) => entry.web.role === 'server')!;

/** The shell's server: renders every page; the gateway sends it whatever is not `/trpc` or a remote's file. */
export const shellServer = { name: shell.name, workspace: shell.workspace, main: 'dist/server/main.js' } as const;

/** A built remote the gateway serves under `/mf/<name>/` (its Node build, for the shell's server, in `server/`). */
export interface RemoteApp {
  /** Its Module Federation name. */
  name: string;
  workspace: string;
}

export const remoteApps: readonly RemoteApp[] = webDeployables.filter((entry) => entry.web.role === 'remote').map((entry) => ({ name: entry.web.app, workspace: entry.workspace }));

/** The remote configuration the shell's server reads (and hands the browser without `serverEntry`). */
export function mfConfig(remotes: readonly RemoteApp[], serverOrigin: string) {
  return {
    remotes: remotes.map(({ name }) => ({ name, entry: `/mf/${name}/remoteEntry.js`, serverEntry: `${serverOrigin}/mf/${name}/server/remoteEntry.js` })),
  };
}
