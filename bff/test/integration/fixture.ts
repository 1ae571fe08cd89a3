import { catalogSpec } from '@shop/catalog';
import { loadConfig as catalogConfig } from '@shop/catalog/config';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { identitySpec } from '@shop/identity';
import { loadConfig as identityConfig } from '@shop/identity/config';
import { merchantSpec } from '@shop/merchant';
import { loadConfig as merchantConfig } from '@shop/merchant/config';
import type { PeerService } from '@shop/api';
import { createLogger, startService, type RunningService } from '@shop/service-kit';
import { dropSchema, testBrokers, testDatabaseUrl, testMediaEnv, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { createServer, type BffServer } from '../../src/server.js';

export interface Backend {
  baseUrl: string;
  bff: BffServer;
  identity: RunningService;
  /** Another BFF replica in front of the same services (stopped with the backend). */
  startReplica(env?: Record<string, string>): Promise<{ bff: BffServer; baseUrl: string }>;
  stop(): Promise<void>;
}

export interface BackendOptions {
  /** BFF settings on top of the test defaults, e.g. NODE_ENV or SESSION_CACHE_TTL_MS. */
  env?: Record<string, string>;
  identityEnv?: Record<string, string>;
  /** The identity service's clock, for tests that move time. */
  identityClock?: () => Date;
}

const silent = (service: string) => createLogger({ service, level: process.env.LOG_LEVEL ?? 'silent' });

/**
 * Peers the BFF is configured with but this fixture does not start yet: the fund and payment
 * services join it once they are part of the repository. Their address takes no connection, so a
 * call that reaches them fails UNAVAILABLE; what the BFF refuses before asking them is tested.
 */
export const peersNotStarted: readonly PeerService[] = ['fund', 'payment'];
const NO_SERVICE_URL = '127.0.0.1:1';

/**
 * The real identity, catalog and merchant services on loopback gRPC, and the BFF over HTTP in
 * front. The merchant service serves calls only: its event consumer belongs to its own tests
 * (consumers of one group in parallel test files would take each other's events).
 */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const common = { ...testServiceEnv(), GRPC_HOST: '127.0.0.1', GRPC_PORT: '0' };
  const identitySchema = uniqueSchema('identity');
  const catalogSchema = uniqueSchema('catalog');
  const merchantSchema = uniqueSchema('merchant');
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'bff-media-'));
  const services: RunningService[] = await Promise.all([
    startService(
      identitySpec(identityConfig({ ...common, ...testServiceKeyEnv('identity'), DATABASE_SCHEMA: identitySchema, ...options.identityEnv }), silent('identity'), {
        ...(options.identityClock ? { clock: options.identityClock } : {}),
      }),
    ),
    startService(catalogSpec(catalogConfig({ ...common, ...testMediaEnv(), ...testServiceKeyEnv('catalog'), DATABASE_SCHEMA: catalogSchema }), silent('catalog'))),
  ]);
  const [identity, catalog] = services;
  const merchant = await startService(
    merchantSpec(
      merchantConfig({
        ...common,
        ...testServiceKeyEnv('merchant'),
        DATABASE_SCHEMA: merchantSchema,
        CATALOG_GRPC_URL: `127.0.0.1:${catalog!.grpc!.port}`,
        MEDIA_DIR: mediaDir,
        SERVICE_ROLES: 'api',
      }),
      silent('merchant'),
    ),
  );
  services.push(merchant);
  const replicas: BffServer[] = [];
  const startBff = async (env: Record<string, string> = {}) => {
    const replica = createServer(
      loadConfig({
        NODE_ENV: 'test',
        KAFKA_BROKERS: testBrokers(),
        HOST: '127.0.0.1',
        PORT: '0',
        IDENTITY_GRPC_URL: `127.0.0.1:${identity!.grpc!.port}`,
        CATALOG_GRPC_URL: `127.0.0.1:${catalog!.grpc!.port}`,
        MERCHANT_GRPC_URL: `127.0.0.1:${merchant.grpc!.port}`,
        FUND_GRPC_URL: NO_SERVICE_URL,
        PAYMENT_GRPC_URL: NO_SERVICE_URL,
        ...testServiceKeyEnv('bff'),
        ...options.env,
        ...env,
      }),
      { logger: silent('bff') },
    );
    replicas.push(replica);
    return { bff: replica, baseUrl: await replica.start() };
  };
  const { bff, baseUrl } = await startBff();
  return {
    baseUrl,
    bff,
    identity: identity!,
    startReplica: startBff,
    async stop() {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await Promise.all(services.map((s) => s.stop()));
      await dropSchema(testDatabaseUrl(), identitySchema);
      await dropSchema(testDatabaseUrl(), catalogSchema);
      await dropSchema(testDatabaseUrl(), merchantSchema);
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
