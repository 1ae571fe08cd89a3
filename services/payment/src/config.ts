import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

const gatewayUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
const gatewayKey = z.string().min(8);
const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('payment'),
    /** The HTTP listener for the gateway's notifications (on GRPC_HOST). */
    NOTIFICATION_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Core API base URL (https://api.midtrans.com in production). */
    MIDTRANS_API_URL: gatewayUrl,
    /** Core API server key: authenticates charges and status checks, and signs charge notifications. Secret. */
    MIDTRANS_SERVER_KEY: gatewayKey,
    /** Payouts (Iris) base URL (https://app.midtrans.com/iris in production). */
    IRIS_API_URL: gatewayUrl,
    /** Payouts API key (the creator's): authenticates payouts and their status checks. Secret. */
    IRIS_API_KEY: gatewayKey,
    /** Payouts merchant key: signs payout callbacks. Secret. */
    IRIS_MERCHANT_KEY: gatewayKey,
    /** The fund service, which posts order payments on the buyer's wallet (`host:port`). */
    FUND_GRPC_URL: z.string().min(1),
    /** The order service, which answers the orders a payment covers (`host:port`). */
    ORDER_GRPC_URL: z.string().min(1),
    /** How long one call to the gateway may take before it counts as unreachable. */
    GATEWAY_TIMEOUT_MS: milliseconds(10_000),
    /** Where an e-wallet app sends the payer back after paying (the recharge page); none: the app's own ending. */
    RECHARGE_RETURN_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How often the reconciliation job runs a round. */
    RECONCILE_INTERVAL_MS: milliseconds(30_000),
    /** A pending charge the gateway has said nothing of for this long is asked about (and again each time this passes). */
    RECHARGE_CHECK_AFTER_MS: milliseconds(5 * 60_000),
    /** A payout under way the gateway has said nothing of for this long is asked about. */
    PAYOUT_CHECK_AFTER_MS: milliseconds(10 * 60_000),
    /** At most this many charges, and as many payouts, per round. */
    RECONCILE_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
  })
  // Keys travel in every call: in production only over TLS, or to a sandbox on the same machine.
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') return;
    for (const setting of ['MIDTRANS_API_URL', 'IRIS_API_URL'] as const) {
      const url = new URL(config[setting]);
      if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) ctx.addIssue({ code: 'custom', path: [setting], message: 'must be https in production' });
    }
  });

export type PaymentConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): PaymentConfig {
  return parseConfig(configSchema, env);
}
