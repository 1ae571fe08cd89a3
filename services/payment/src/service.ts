import { createLogger, createUseCaseRunner, type Clock, type ServiceSpec } from '@shop/service-kit';
import { postOrderPayment } from './application/settle-order-payment.js';
import { fundClient } from './clients/fund.js';
import { orderClient } from './clients/order.js';
import type { PaymentConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { midtransGateway } from './gateway/midtrans.js';
import { paymentGrpcService } from './grpc/payment-service.js';
import { startNotificationListener } from './http/notification-listener.js';
import { startReconciliation } from './jobs/reconciliation.js';

export const SERVICE_NAME = 'payment';

/**
 * Recharges, order payments and payouts through the payment gateway: gRPC (role `api`), the
 * gateway's notifications over HTTP (`api`), the withdrawal consumer and the reconciliation job
 * (`worker`). `clock` lets tests move time.
 */
export function paymentSpec(
  config: PaymentConfig,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  const gateway = midtransGateway({
    apiUrl: config.MIDTRANS_API_URL,
    serverKey: config.MIDTRANS_SERVER_KEY,
    payoutUrl: config.IRIS_API_URL,
    payoutKey: config.IRIS_API_KEY,
    timeoutMs: config.GATEWAY_TIMEOUT_MS,
    returnUrl: config.RECHARGE_RETURN_URL,
  });
  // Channels connect on first use: a role that never calls a peer never dials it.
  const fund = fundClient(SERVICE_NAME, config).call;
  const orders = orderClient(SERVICE_NAME, config).call;
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [paymentGrpcService(createUseCaseRunner(orm, clock), { gateway, fund, orders })],
    subscriptions: (orm) => subscriptions(createUseCaseRunner(orm, clock), gateway, logger.child({ component: 'payouts' })),
    extras: [
      {
        name: 'notifications',
        role: 'api',
        start: (orm) =>
          startNotificationListener({
            host: config.GRPC_HOST,
            port: config.NOTIFICATION_PORT,
            runner: createUseCaseRunner(orm, clock),
            keys: { serverKey: config.MIDTRANS_SERVER_KEY, payoutMerchantKey: config.IRIS_MERCHANT_KEY },
            postOrderPayment: postOrderPayment(fund),
            logger: logger.child({ component: 'notifications' }),
          }),
      },
      {
        name: 'reconciliation',
        role: 'worker',
        start: async (orm) =>
          startReconciliation({
            runner: createUseCaseRunner(orm, clock),
            gateway,
            fund,
            clock,
            logger: logger.child({ component: 'reconciliation' }),
            settings: {
              intervalMs: config.RECONCILE_INTERVAL_MS,
              rechargeCheckAfterMs: config.RECHARGE_CHECK_AFTER_MS,
              payoutCheckAfterMs: config.PAYOUT_CHECK_AFTER_MS,
              batch: config.RECONCILE_BATCH,
            },
          }),
      },
    ],
  };
}
