import { catalogSpec } from '@shop/catalog';
import { loadConfig as catalogConfig } from '@shop/catalog/config';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fundSpec } from '@shop/fund';
import { loadConfig as fundConfig } from '@shop/fund/config';
import { identitySpec } from '@shop/identity';
import { loadConfig as identityConfig } from '@shop/identity/config';
import { merchantSpec } from '@shop/merchant';
import { messagesSpec } from '@shop/messages';
import { loadConfig as messagesConfig } from '@shop/messages/config';
import { loadConfig as merchantConfig } from '@shop/merchant/config';
import { orderSpec } from '@shop/order';
import { loadConfig as orderConfig } from '@shop/order/config';
import { paymentSpec } from '@shop/payment';
import { loadConfig as paymentConfig } from '@shop/payment/config';
import { startSandbox } from '@shop/payment-sandbox';
import { createLogger, startService, type RunningService } from '@shop/service-kit';
import { dropSchema, freePort, testBrokers, testDatabaseUrl, testMediaEnv, testServiceEnv, testServiceKeyEnv, testSmtpUrl, testTopicPrefix, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { createServer, type BffServer } from '../../src/server.js';

export interface Backend {
  baseUrl: string;
  bff: BffServer;
  identity: RunningService;
  /** The messages service (its notification centre's tables, for tests that put items in it). */
  messages: RunningService;
  /** Another BFF replica in front of the same services (stopped with the backend). */
  startReplica(env?: Record<string, string>): Promise<{ bff: BffServer; baseUrl: string }>;
  stop(): Promise<void>;
}

export interface BackendOptions {
  /** BFF settings on top of the test defaults, e.g. NODE_ENV or SESSION_CACHE_TTL_MS. */
  env?: Record<string, string>;
  identityEnv?: Record<string, string>;
  /**
   * Order service settings on top of the test defaults; `SERVICE_ROLES: 'api,worker'` runs its
   * paid-order consumer and jobs (in one test file only: they would take each other's events).
   */
  orderEnv?: Record<string, string>;
  /** Fund service settings on top of the test defaults, e.g. ADJUSTMENT_APPROVAL_ABOVE. */
  fundEnv?: Record<string, string>;
  /** The identity service's clock, for tests that move time. */
  identityClock?: () => Date;
}

const silent = (service: string) => createLogger({ service, level: process.env.LOG_LEVEL ?? 'silent' });

/** The key the payment sandbox and the payment service share in these tests. */
const GATEWAY_KEY = 'SB-Mid-server-bff-tests';

/**
 * The real identity, catalog, merchant, fund, order, payment and messages services on loopback gRPC
 * (payment with the sandbox gateway in process), and the BFF over HTTP in front. Merchant, fund,
 * order, payment and messages serve calls only: their event consumers and jobs belong to their own tests (consumers of one
 * group in parallel test files would take each other's events), except order's where a file asks
 * (`orderEnv`).
 */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const common = { ...testServiceEnv(), GRPC_HOST: '127.0.0.1', GRPC_PORT: '0' };
  // What has started, stopped in reverse by stop(), or at once when a later start fails (a test
  // file whose backend failed to start must not keep its services running).
  const started: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
  };
  const running = async <T extends readonly Promise<RunningService>[]>(starting: readonly [...T]): Promise<{ [K in keyof T]: RunningService }> => {
    const settled = await Promise.allSettled(starting);
    const up = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    started.push(() => Promise.all(up.map((service) => service.stop())));
    const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((result) => (result as PromiseFulfilledResult<RunningService>).value) as { [K in keyof T]: RunningService };
  };
  const schemas = ['identity', 'catalog', 'merchant', 'fund', 'payment', 'order', 'messages'].map(uniqueSchema);
  const [identitySchema, catalogSchema, merchantSchema, fundSchema, paymentSchema, orderSchema, messagesSchema] = schemas as [string, string, string, string, string, string, string];
  started.push(async () => {
    for (const schema of schemas) await dropSchema(testDatabaseUrl(), schema);
  });
  try {
    const notificationPort = await freePort();
    const sandbox = await startSandbox({
      serverKey: GATEWAY_KEY,
      chargeNotificationUrl: `http://127.0.0.1:${notificationPort}/notifications/charge`,
      payoutNotificationUrl: `http://127.0.0.1:${notificationPort}/notifications/payout`,
    });
    started.push(() => sandbox.stop());
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'bff-media-'));
    started.push(() => rm(mediaDir, { recursive: true, force: true }));
    // Each service starts after the services it calls, for their addresses: payment calls fund and
    // order; order calls identity, catalog, merchant and fund; merchant calls catalog; fund calls identity.
    const [identity, catalog] = await running([
      startService(
        identitySpec(identityConfig({ ...common, ...testServiceKeyEnv('identity'), DATABASE_SCHEMA: identitySchema, ...options.identityEnv }), silent('identity'), {
          ...(options.identityClock ? { clock: options.identityClock } : {}),
        }),
      ),
      startService(catalogSpec(catalogConfig({ ...common, ...testMediaEnv(), ...testServiceKeyEnv('catalog'), DATABASE_SCHEMA: catalogSchema }), silent('catalog'))),
    ]);
    const address = (service: RunningService) => `127.0.0.1:${service.grpc!.port}`;
    const [fund, merchant, messages] = await running([
      // Fund asks payment and order only from its consumer, which does not run here: those addresses lead nowhere.
      startService(
        fundSpec(
          fundConfig({
            ...common,
            ...testServiceKeyEnv('fund'),
            DATABASE_SCHEMA: fundSchema,
            IDENTITY_GRPC_URL: address(identity),
            PAYMENT_GRPC_URL: '127.0.0.1:1',
            ORDER_GRPC_URL: '127.0.0.1:1',
            SERVICE_ROLES: 'api',
            ...options.fundEnv,
          }),
          silent('fund'),
        ),
      ),
      startService(
        merchantSpec(
          merchantConfig({
            ...common,
            ...testServiceKeyEnv('merchant'),
            DATABASE_SCHEMA: merchantSchema,
            CATALOG_GRPC_URL: address(catalog),
            MEDIA_DIR: mediaDir,
            SERVICE_ROLES: 'api',
          }),
          silent('merchant'),
        ),
      ),
      // Messages asks identity who a user is only to deliver news, which its worker does: it does
      // not run here, so no provider is reached (and identity's codes go to its development inbox).
      startService(
        messagesSpec(
          messagesConfig({
            ...common,
            ...testServiceKeyEnv('messages'),
            DATABASE_SCHEMA: messagesSchema,
            IDENTITY_GRPC_URL: address(identity),
            SERVICE_ROLES: 'api',
            SMTP_URL: testSmtpUrl(),
            MAIL_FROM: 'Shop <no-reply@shop.test>',
            TWILIO_API_URL: 'http://127.0.0.1:1',
            TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
            TWILIO_AUTH_TOKEN: 'bff-tests-auth-token',
            TWILIO_SMS_FROM: '+15005550006',
            TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
            RECEIPTS_PORT: '0',
            RECEIPTS_PUBLIC_URL: 'http://127.0.0.1:1',
          }),
          silent('messages'),
        ),
      ),
    ]);
    const [order] = await running([
      startService(
        orderSpec(
          orderConfig({
            ...common,
            ...testServiceKeyEnv('order'),
            DATABASE_SCHEMA: orderSchema,
            IDENTITY_GRPC_URL: address(identity),
            CATALOG_GRPC_URL: address(catalog),
            MERCHANT_GRPC_URL: address(merchant),
            FUND_GRPC_URL: address(fund),
            SERVICE_ROLES: 'api',
            ...options.orderEnv,
          }),
          silent('order'),
        ),
      ),
    ]);
    const [payment] = await running([
      startService(
        paymentSpec(
          paymentConfig({
            ...common,
            ...testServiceKeyEnv('payment'),
            DATABASE_SCHEMA: paymentSchema,
            NOTIFICATION_PORT: String(notificationPort),
            ...sandbox.paymentServiceEnv,
            FUND_GRPC_URL: address(fund),
            ORDER_GRPC_URL: address(order),
            SERVICE_ROLES: 'api',
          }),
          silent('payment'),
        ),
      ),
    ]);
    const startBff = async (env: Record<string, string> = {}) => {
      const replica = createServer(
        loadConfig({
          NODE_ENV: 'test',
          KAFKA_BROKERS: testBrokers(),
          KAFKA_TOPIC_PREFIX: testTopicPrefix(),
          HOST: '127.0.0.1',
          PORT: '0',
          IDENTITY_GRPC_URL: address(identity),
          CATALOG_GRPC_URL: address(catalog),
          MERCHANT_GRPC_URL: address(merchant),
          FUND_GRPC_URL: address(fund),
          PAYMENT_GRPC_URL: address(payment),
          ORDER_GRPC_URL: address(order),
          MESSAGES_GRPC_URL: address(messages),
          ...testServiceKeyEnv('bff'),
          ...options.env,
          ...env,
        }),
        { logger: silent('bff') },
      );
      started.push(() => replica.stop());
      return { bff: replica, baseUrl: await replica.start() };
    };
    const { bff, baseUrl } = await startBff();
    return { baseUrl, bff, identity, messages, startReplica: startBff, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
