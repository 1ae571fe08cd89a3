import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('identity'),
    /** A demo shopper to create on first start (the local stack sets both); never in production. */
    DEMO_SHOPPER_ACCOUNT: z.string().min(1).optional(),
    DEMO_SHOPPER_PASSWORD: z.string().min(1).optional(),
  })
  .superRefine((config, ctx) => {
    const demo = config.DEMO_SHOPPER_ACCOUNT !== undefined || config.DEMO_SHOPPER_PASSWORD !== undefined;
    if (demo && config.NODE_ENV === 'production') ctx.addIssue({ code: 'custom', path: ['DEMO_SHOPPER_ACCOUNT'], message: 'no demo shopper in production' });
    if (demo && (config.DEMO_SHOPPER_ACCOUNT === undefined || config.DEMO_SHOPPER_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_SHOPPER_PASSWORD'], message: 'set both DEMO_SHOPPER_ACCOUNT and DEMO_SHOPPER_PASSWORD, or neither' });
    }
  });

export type IdentityConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return parseConfig(configSchema, env);
}
