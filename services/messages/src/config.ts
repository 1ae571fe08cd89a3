import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('messages'),
});

export type MessagesConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): MessagesConfig {
  return parseConfig(configSchema, env);
}
