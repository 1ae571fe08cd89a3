import { parseConfig, serviceIdentityKeySetting } from '@shop/service-kit';
import { z } from 'zod';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  IDENTITY_GRPC_URL: z.string().min(1),
  CATALOG_GRPC_URL: z.string().min(1),
  /** Deadline of each call to a service. */
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(3_000),
  /** How long a checked session token is trusted without asking identity; a revoked token works at most this long. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(5_000),
  /** Proxies in front (ingress, gateway) whose X-Forwarded-For gives the shopper's IP; 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The BFF's own key for the caller assertions it signs (a Secret): `<keyId>:<base64 PKCS#8 Ed25519>`. */
  SERVICE_IDENTITY_KEY: serviceIdentityKeySetting,
});

export type BffConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in the BFF. */
export function loadConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  return parseConfig(configSchema, env);
}
