import { createLogger, createUseCaseRunner, type Clock, type ServiceSpec } from '@shop/service-kit';
import { collaboratorClients } from './clients/clients.js';
import type { OrderConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/subscriptions.js';
import { orderGrpcService } from './grpc/order-service.js';
import { startOrderJobs } from './jobs/order-jobs.js';

export const SERVICE_NAME = 'order';

/**
 * Carts, checkout and orders through their lifecycle: gRPC (role `api`), the paid-order consumer
 * and the lifecycle jobs (`worker`). `clock` lets tests move time.
 */
export function orderSpec(config: OrderConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }), { clock = () => new Date() }: { clock?: Clock } = {}): ServiceSpec {
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => {
      const clients = collaboratorClients(SERVICE_NAME, config);
      return [orderGrpcService(createUseCaseRunner(orm, clock), clients.calls, { unpaidTimeoutMs: config.UNPAID_TIMEOUT_MS, returnWindowMs: config.RETURN_WINDOW_MS })];
    },
    subscriptions,
    extras: [
      {
        name: 'jobs',
        role: 'worker',
        async start(orm) {
          const clients = collaboratorClients(SERVICE_NAME, config);
          const jobs = startOrderJobs({
            runner: createUseCaseRunner(orm, clock),
            deps: clients.calls,
            logger: logger.child({ component: 'jobs' }),
            settings: {
              intervalMs: config.JOB_INTERVAL_MS,
              batch: config.JOB_BATCH,
              receiptPeriodMs: config.RECEIPT_PERIOD_MS,
              returnWindowMs: config.RETURN_WINDOW_MS,
              returnReceiptDelayMs: config.RETURN_RECEIPT_DELAY_MS,
              placingTimeoutMs: config.PLACING_TIMEOUT_MS,
            },
          });
          return {
            async stop() {
              await jobs.stop();
              clients.close();
            },
          };
        },
      },
    ],
  };
}
