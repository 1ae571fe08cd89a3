import { mediaConfigSchema } from '@shop/media';
import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

// The media settings (where product pictures live) keep their own check, so they are joined, not spread.
export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('catalog'),
    /** Load the demo catalog into an empty database (defaults to on outside production). */
    SEED_DEMO_CATALOG: z.enum(['true', 'false']).optional(),
    /** Stores 1..N (the merchant service's demo stores) list a few demo products on first start; never in production. */
    SEED_DEMO_LISTING_STORES: z.coerce.number().int().min(0).max(10_000).default(0),
    /** How often searches counted for the hot keywords are written (ms); 0 writes each one (tests). */
    SEARCH_TALLY_FLUSH_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  })
  .superRefine((config, ctx) => {
    if (config.SEED_DEMO_LISTING_STORES > 0 && config.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO_LISTING_STORES'], message: 'no demo listings in production' });
    }
  })
  .transform(({ SEED_DEMO_CATALOG, ...rest }) => ({
    ...rest,
    SEED_DEMO_CATALOG: SEED_DEMO_CATALOG ? SEED_DEMO_CATALOG === 'true' : rest.NODE_ENV !== 'production',
  }))
  .and(mediaConfigSchema);

export type CatalogConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): CatalogConfig {
  return parseConfig(configSchema, env);
}
