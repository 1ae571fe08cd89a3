import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('catalog'),
    /** Load the demo catalog into an empty database (defaults to on outside production). */
    SEED_DEMO_CATALOG: z.enum(['true', 'false']).optional(),
  })
  .transform(({ SEED_DEMO_CATALOG, ...rest }) => ({
    ...rest,
    SEED_DEMO_CATALOG: SEED_DEMO_CATALOG ? SEED_DEMO_CATALOG === 'true' : rest.NODE_ENV !== 'production',
  }));

export type CatalogConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): CatalogConfig {
  return parseConfig(configSchema, env);
}
