import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';
import { platformRoles } from './domain/roles.js';

/** A demo user: `id` fixes the user id (one other services' demo data refers to), `roles` its platform roles. */
const demoUserSchema = z.object({
  id: z.uuid().optional(),
  account: z.string().min(1),
  password: z.string().min(1),
  nickname: z.string().min(1).max(32),
  roles: z.array(z.enum(platformRoles)).default([]),
});

/** JSON in an environment variable, then checked against `schema`. */
function json<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('identity'),
    /** Demo users to create on first start (the local stack sets it: a shopper, a merchant, an operator); never in production. */
    DEMO_USERS: json(z.array(demoUserSchema)).optional(),
    /**
     * The messages service (`host:port`), which delivers the codes. Unset: in production no code
     * can be sent (SendCode refuses); elsewhere only the development inbox receives them.
     */
    MESSAGES_GRPC_URL: z.string().min(1).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.DEMO_USERS !== undefined && config.NODE_ENV === 'production') ctx.addIssue({ code: 'custom', path: ['DEMO_USERS'], message: 'no demo users in production' });
  });

export type IdentityConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return parseConfig(configSchema, env);
}
