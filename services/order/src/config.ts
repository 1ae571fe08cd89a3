import { RETURN_WINDOW_DAYS, UNPAID_ORDER_TIMEOUT_MINUTES } from '@shop/contracts';
import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const configSchema = baseConfigSchema.extend({
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('order'),
  /** The services checkout composes (`host:port`). */
  CATALOG_GRPC_URL: z.string().min(1),
  MERCHANT_GRPC_URL: z.string().min(1),
  IDENTITY_GRPC_URL: z.string().min(1),
  FUND_GRPC_URL: z.string().min(1),
  /** An unpaid order cancels itself (and gives its stock back) after this long. */
  UNPAID_TIMEOUT_MS: milliseconds(UNPAID_ORDER_TIMEOUT_MINUTES * MINUTE),
  /** A shipped order counts as received after this long unless the buyer confirms first. */
  RECEIPT_PERIOD_MS: milliseconds(10 * DAY),
  /** After receipt, a return can be asked for this long; an unreviewed order completes after it. */
  RETURN_WINDOW_MS: milliseconds(RETURN_WINDOW_DAYS * DAY),
  /** An approved return's goods are back (and the buyer refunded) after this long. */
  RETURN_RECEIPT_DELAY_MS: milliseconds(MINUTE),
  /** An order left "placing" this long (a crash between storing and reserving) is released and dropped. */
  PLACING_TIMEOUT_MS: milliseconds(2 * MINUTE),
  /** How often the order jobs run a round, and how many orders each step takes per round. */
  JOB_INTERVAL_MS: milliseconds(5_000),
  JOB_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
});

export type OrderConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): OrderConfig {
  return parseConfig(configSchema, env);
}
