import { createLogger, createUseCaseRunner, type Clock, type Orm, type ServiceSpec, type StepProgress } from '@shop/service-kit';
import { postOrderPayment } from './application/settle-order-payment.js';
import { paymentWorkflows } from './application/workflows/index.js';
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

export interface PaymentSpecOptions {
  /** The instant every use case, job and workflow step happens at: tests move it. */
  clock?: Clock;
  /** Told of every workflow step's progress: tests stop the service between two steps with it. */
  onWorkflowProgress?: (progress: StepProgress) => Promise<void> | void;
}

/**
 * Recharges, order payments and payouts through the payment gateway: gRPC (role `api`), the
 * gateway's notifications over HTTP (`api`), the withdrawal consumer and the reconciliation job
 * with the payouts' workflow runs (`worker`).
 */
export function paymentSpec(config: PaymentConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }), options: PaymentSpecOptions = {}): ServiceSpec {
  const clock = options.clock ?? (() => new Date());
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
  /** What gRPC, the listener, the consumer and the job each compose: the workflows driven on their orm. */
  const compose = (orm: Orm) => paymentWorkflows(orm, { gateway, orders, fund }, { clock, logger: logger.child({ component: 'workflows' }), onProgress: options.onWorkflowProgress });
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [paymentGrpcService(createUseCaseRunner(orm, clock), { gateway, workflows: compose(orm) })],
    subscriptions: (orm) => subscriptions(compose(orm), fund, clock),
    extras: [
      {
        name: 'notifications',
        role: 'api',
        start: (orm) =>
          startNotificationListener({
            host: config.GRPC_HOST,
            port: config.NOTIFICATION_PORT,
            runner: createUseCaseRunner(orm, clock),
            gateway,
            keys: { serverKey: config.MIDTRANS_SERVER_KEY, payoutMerchantKey: config.IRIS_MERCHANT_KEY },
            postOrderPayment: postOrderPayment(fund),
            workflows: compose(orm),
            logger: logger.child({ component: 'notifications' }),
          }),
      },
      {
        name: 'reconciliation',
        role: 'worker',
        start: async (orm) =>
          startReconciliation({
            runner: createUseCaseRunner(orm, clock),
            workflows: compose(orm),
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
