import { mediaConfigSchema } from '@shop/media';
import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

// The media settings keep their own check (the chosen store has its settings), so they are joined, not spread.
export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('merchant'),
    /** The catalog, which owns listings (`host:port`). */
    CATALOG_GRPC_URL: z.string().min(1),
    /** Outside production: demo stores 1..N made in an empty database (0: none). */
    SEED_DEMO_STORES: z.coerce.number().int().min(0).max(100_000).default(0),
    /** Outside production: the user who owns demo store 1. */
    DEMO_MERCHANT_ID: z.uuid().optional(),
  })
  .and(mediaConfigSchema);

export type MerchantConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): MerchantConfig {
  return parseConfig(configSchema, env);
}
