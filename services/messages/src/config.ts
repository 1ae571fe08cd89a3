import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

const providerUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = baseConfigSchema
  .extend({
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('messages'),
    /** Identity (`host:port`): the e-mail or phone of the user an event names. */
    IDENTITY_GRPC_URL: z.string().min(1),
    /** The SMTP server e-mail goes through: `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }),
    /** The sender of every e-mail, e.g. `Shop <no-reply@shop.example>`. */
    MAIL_FROM: z.string().min(3).max(200),
    /** Twilio's API (https://api.twilio.com in production), its account and auth token. */
    TWILIO_API_URL: providerUrl,
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-f]{32}$/),
    TWILIO_AUTH_TOKEN: z.string().min(16),
    /** The sender number of SMS (E.164) and of WhatsApp (`whatsapp:+…`). */
    TWILIO_SMS_FROM: z.string().min(3).max(40),
    TWILIO_WHATSAPP_FROM: z.string().regex(/^whatsapp:\+\d{6,15}$/),
    /** The HTTP listener for the provider's delivery receipts (on GRPC_HOST), and the URL the provider reaches it at. */
    RECEIPTS_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    RECEIPTS_PUBLIC_URL: providerUrl,
    /** How long a provider or the SMTP server may take to answer one send. */
    SEND_TIMEOUT_MS: positive(10_000),
    /** Deliveries a worker claims at once, and sends in parallel. */
    DELIVERY_BATCH: z.coerce.number().int().min(1).max(1000).default(200),
    DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(64),
    /** How often an idle worker looks for due deliveries (a new one wakes a worker in the same process at once). */
    DELIVERY_POLL_MS: positive(500),
    /** After a failed try a delivery waits this long, doubling each time (at most an hour); after this many tries it is dead-lettered. */
    DELIVERY_RETRY_FIRST_SECONDS: positive(30),
    DELIVERY_MAX_TRIES: z.coerce.number().int().min(1).max(50).default(8),
    /** When news waits (codes never do), `HH:MM-HH:MM` on the recipients' clock (WIB); empty: never. */
    QUIET_HOURS: z
      .string()
      .regex(/^((?:[01]\d|2[0-3]):[0-5]\d-(?:[01]\d|2[0-3]):[0-5]\d)?$/)
      .default('21:00-08:00'),
    /** How long a WhatsApp code may stay undelivered before its SMS goes. */
    CODE_WHATSAPP_TIMEOUT_SECONDS: positive(30),
  })
  // The auth token travels in every call: in production only over TLS, or to a stand-in on the same
  // machine. (The SMTP adapter itself refuses credentials over a connection without TLS.)
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') return;
    const url = new URL(config.TWILIO_API_URL);
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) ctx.addIssue({ code: 'custom', path: ['TWILIO_API_URL'], message: 'must be https in production' });
  });

export type MessagesConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): MessagesConfig {
  return parseConfig(configSchema, env);
}
