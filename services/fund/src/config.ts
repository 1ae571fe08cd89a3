import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('fund'),
  /** How often the worker resumes the withdrawals' workflow runs nobody drives (a crashed process's), and how many a round. */
  WORKFLOW_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  WORKFLOW_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
  /** How long withdrawals stay closed after the bound bank account is replaced (0: not at all). */
  BANK_CHANGE_COOL_OFF_SECONDS: z.coerce.number().int().min(0).max(30 * 86_400).default(86_400),
});

export type FundConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): FundConfig {
  return parseConfig(configSchema, env);
}
