import { catalogV1 } from '@shop/contracts';
import {
  createGrpcClient,
  createLogger,
  IDEMPOTENCY_KEY_HEADER,
  parseSigningKey,
  actingFor,
  signingKeyOf,
  startService,
  type CallOptions,
  type GrpcClient,
  type PromiseClient,
  type RunningService,
} from '@shop/service-kit';
import { dropSchema, testDatabaseUrl, testMediaEnv, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { catalogSpec } from '../../src/service.js';

export type Catalog = typeof catalogV1.CatalogServiceService;

/** Every schema this file's catalogs use, dropped at the end. */
export const schemas: string[] = [];
const services: RunningService[] = [];
const clients: GrpcClient<Catalog>[] = [];
export const logger = () => createLogger({ service: 'catalog', level: process.env.LOG_LEVEL ?? 'silent' });

export function envFor(schema: string, extra: Record<string, string> = {}) {
  return { ...testServiceEnv(), ...testMediaEnv(), DATABASE_SCHEMA: schema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', ...testServiceKeyEnv('catalog'), ...extra };
}

export async function startCatalog(extra: Record<string, string> = {}, schema = uniqueSchema('catalog')): Promise<RunningService> {
  if (!schemas.includes(schema)) schemas.push(schema);
  const service = await startService(catalogSpec(loadConfig(envFor(schema, extra)), logger()));
  services.push(service);
  return service;
}

/** Calls signed as `caller` (audience catalog), on behalf of `userId` when given. */
export function channel(service: RunningService, caller: 'bff' | 'merchant' | 'order') {
  const key = signingKeyOf(caller, parseSigningKey(testServiceKeyEnv(caller).SERVICE_IDENTITY_KEY));
  const client = createGrpcClient(catalogV1.CatalogServiceService, `127.0.0.1:${service.grpc!.port}`, { defaultDeadlineMs: 15_000, identity: { key, audience: 'catalog' } });
  clients.push(client);
  return (userId?: string): PromiseClient<Catalog> =>
    actingFor(client.call, userId);
}

export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });
/** Stops every service and client this file started and drops their schemas. */
export async function stopCatalogs(): Promise<void> {
  for (const client of clients) client.close();
  for (const service of services) await service.stop();
  for (const schema of schemas) await dropSchema(testDatabaseUrl(), schema);
}
