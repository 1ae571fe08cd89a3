import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('fund'),
  /** How often the worker resumes the withdrawals' workflow runs nobody drives (a crashed process's), and how many a round. */
  WORKFLOW_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  WORKFLOW_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
  /** How long withdrawals stay closed after the bound bank account is replaced (0: not at all). */
  BANK_CHANGE_COOL_OFF_SECONDS: z.coerce.number().int().min(0).max(30 * 86_400).default(86_400),
  /** Identity (`host:port`): an operator's adjustment names a user it knows. */
  IDENTITY_GRPC_URL: z.string().min(1),
  /** Payment (`host:port`): a paid recharge or settled payout is confirmed with it before the ledger moves. */
  PAYMENT_GRPC_URL: z.string().min(1),
  /** Order (`host:port`): a completed or refunded order is confirmed with it before the ledger moves. */
  ORDER_GRPC_URL: z.string().min(1),
  /**
   * Operators' adjustments up to this many rupiah either way post at once; larger ones wait for a
   * second operator's approval (four eyes). 0: every adjustment waits.
   */
  ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().int().min(0).default(1_000_000),
});

export type FundConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): FundConfig {
  return parseConfig(configSchema, env);
}
