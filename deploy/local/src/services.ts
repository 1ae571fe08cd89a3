import { demoShopper } from './demo.js';

/**
 * Everything `npm start` runs besides Postgres and the broker. Adding a service to the local stack
 * is one entry here: gRPC services get a port, the database and the broker; the BFF learns every
 * gRPC service's address as `<NAME>_GRPC_URL`.
 */
export interface StackEntry {
  name: string;
  /** Folder of the deployable, relative to the repository root; runs `dist/main.js` there. */
  workspace: string;
  kind: 'grpc' | 'http';
  env?: Record<string, string>;
  /** Added only when the stack does not run with NODE_ENV=production (demo data). */
  developmentEnv?: Record<string, string>;
}

export const stack: readonly StackEntry[] = [
  {
    name: 'identity',
    workspace: 'services/identity',
    kind: 'grpc',
    developmentEnv: { DEMO_SHOPPER_ACCOUNT: demoShopper.account, DEMO_SHOPPER_PASSWORD: demoShopper.password },
  },
  { name: 'catalog', workspace: 'services/catalog', kind: 'grpc' },
  // The gateway in front plays the ingress: it passes the shopper's IP in X-Forwarded-For.
  { name: 'bff', workspace: 'bff', kind: 'http', env: { TRUST_PROXY_HOPS: '1' } },
];

/** Built front ends the gateway serves: the shell at `/`, each remote under `/mf/<name>/`. */
export interface WebEntry {
  name: string;
  workspace: string;
  role: 'shell' | 'remote';
}

export const webApps: readonly WebEntry[] = [
  { name: 'shell', workspace: 'frontends/shell', role: 'shell' },
  { name: 'shopper', workspace: 'frontends/shopper', role: 'remote' },
  { name: 'merchant', workspace: 'frontends/merchant', role: 'remote' },
];
