import { createLogger, createUseCaseRunner, type Clock, type ServiceSpec } from '@shop/service-kit';
import { applyReceipt, type DeliverySettings } from './application/deliver.js';
import { smtpSender } from './notifier/smtp.js';
import { twilioSenders } from './notifier/twilio.js';
import { cachedRecipients, identityClient } from './clients/identity.js';
import type { MessagesConfig } from './config.js';
import { entities } from './db/entities.js';
import { TemplateCache } from './db/template-repository.js';
import { migrations } from './db/migrations/index.js';
import { parseQuietHours } from './domain/quiet-hours.js';
import { defaultRateLimitSettings } from './domain/rate-limit.js';
import { defaultRetrySettings } from './domain/retries.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { messagesGrpcService } from './grpc/messages-service.js';
import { startReceiptsListener, twilioReceiptsUrl } from './http/receipts-listener.js';
import { DueSignal, startDeliveryWorker, workerCall, type Senders } from './jobs/delivery-worker.js';

export const SERVICE_NAME = 'messages';

/**
 * Codes and news to people: gRPC (role `api`: identity's codes, the notification centre,
 * operators' deliveries), the provider's receipts over HTTP (`api`), the event consumers and the
 * delivery worker (`worker`). `clock` lets tests move time.
 */
export function messagesSpec(
  config: MessagesConfig,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  const due = new DueSignal();
  const templates = new TemplateCache();
  const settings: DeliverySettings = {
    retries: { ...defaultRetrySettings, firstDelaySeconds: config.DELIVERY_RETRY_FIRST_SECONDS, maxAttempts: config.DELIVERY_MAX_TRIES },
    rateLimits: defaultRateLimitSettings,
    codeFallback: { whatsappDeliveryTimeoutSeconds: config.CODE_WHATSAPP_TIMEOUT_SECONDS },
    leaseMs: config.SEND_TIMEOUT_MS * 3,
  };
  // Peers and channels connect on first use: a role that never sends never dials.
  const identity = identityClient(SERVICE_NAME, config).call;
  const twilio = () =>
    twilioSenders({
      apiUrl: config.TWILIO_API_URL,
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      smsFrom: config.TWILIO_SMS_FROM,
      whatsappFrom: config.TWILIO_WHATSAPP_FROM,
      statusCallbackUrl: twilioReceiptsUrl(config.RECEIPTS_PUBLIC_URL),
      timeoutMs: config.SEND_TIMEOUT_MS,
      logger: logger.child({ component: 'twilio' }),
    });
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [messagesGrpcService(createUseCaseRunner(orm, clock), due, templates)],
    // Its handlers wait on identity and the database, and each event's messages stand alone.
    consumerPartitionsAtOnce: 8,
    subscriptions: () => subscriptions({ recipients: cachedRecipients(identity), due, templates, quietHours: parseQuietHours(config.QUIET_HOURS), clock }),
    extras: [
      {
        name: 'receipts',
        role: 'api',
        start: (orm) => {
          const runner = createUseCaseRunner(orm, clock);
          return startReceiptsListener({
            host: config.GRPC_HOST,
            port: config.RECEIPTS_PORT,
            publicUrl: config.RECEIPTS_PUBLIC_URL,
            authToken: config.TWILIO_AUTH_TOKEN,
            onReceipt: async (receipt) => {
              const applied = await runner.command(applyReceipt, { receipt, settings }, workerCall);
              // A failed try's retry or a WhatsApp code's SMS is the worker's to send.
              if (applied === 'applied' && receipt.status !== 'delivered') due.notify();
              return applied === 'unknown' ? 'unknown' : 'applied';
            },
            logger: logger.child({ component: 'receipts' }),
          });
        },
      },
      {
        name: 'deliveries',
        role: 'worker',
        start: async (orm) => {
          const email = smtpSender({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs: config.SEND_TIMEOUT_MS, logger: logger.child({ component: 'smtp' }) });
          const senders: Senders = { email, ...twilio() };
          const worker = startDeliveryWorker({
            runner: createUseCaseRunner(orm, clock),
            senders,
            templates: () => templates.get(orm.em.fork()),
            settings: { ...settings, batch: config.DELIVERY_BATCH, concurrency: config.DELIVERY_CONCURRENCY, pollMs: config.DELIVERY_POLL_MS },
            due,
            logger: logger.child({ component: 'deliveries' }),
          });
          return {
            async stop() {
              await worker.stop();
              email.close();
            },
          };
        },
      },
    ],
  };
}
