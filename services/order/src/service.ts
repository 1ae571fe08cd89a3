import { createLogger, createUseCaseRunner, type Clock, type Orm, type ServiceSpec, type StepProgress } from '@shop/service-kit';
import { orderWorkflows } from './application/workflows/index.js';
import { collaboratorClients } from './clients/clients.js';
import type { OrderConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { orderGrpcService } from './grpc/order-service.js';
import { startOrderJobs } from './jobs/order-jobs.js';

export const SERVICE_NAME = 'order';

export interface OrderSpecOptions {
  /** The instant every use case, job and workflow step happens at: tests move it. */
  clock?: Clock;
  /** Told of every workflow step's progress: tests stop the service between two steps with it. */
  onWorkflowProgress?: (progress: StepProgress) => Promise<void> | void;
}

/**
 * Carts, checkout and orders through their lifecycle: gRPC (role `api`), the paid-order consumer
 * and the lifecycle jobs with the workflow resumer (`worker`).
 */
export function orderSpec(config: OrderConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }), options: OrderSpecOptions = {}): ServiceSpec {
  const clock = options.clock ?? (() => new Date());
  /** What gRPC, the consumer and the jobs each compose: their own clients, and the workflows driven with them. */
  const compose = (orm: Orm) => {
    const clients = collaboratorClients(SERVICE_NAME, config);
    const workflows = orderWorkflows(orm, clients.calls, {
      unpaidTimeoutMs: config.UNPAID_TIMEOUT_MS,
      placingTimeoutMs: config.PLACING_TIMEOUT_MS,
      clock,
      logger: logger.child({ component: 'workflows' }),
      onProgress: options.onWorkflowProgress,
    });
    return { clients, workflows, runner: createUseCaseRunner(orm, clock) };
  };
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => {
      const { clients, workflows, runner } = compose(orm);
      return [orderGrpcService(runner, workflows, clients.calls, { returnWindowMs: config.RETURN_WINDOW_MS })];
    },
    subscriptions: (orm) => subscriptions(compose(orm).workflows.startGoodsCost, clock),
    extras: [
      {
        name: 'jobs',
        role: 'worker',
        async start(orm) {
          const { clients, workflows, runner } = compose(orm);
          const jobs = startOrderJobs({
            runner,
            workflows,
            logger: logger.child({ component: 'jobs' }),
            settings: {
              intervalMs: config.JOB_INTERVAL_MS,
              batch: config.JOB_BATCH,
              receiptPeriodMs: config.RECEIPT_PERIOD_MS,
              returnWindowMs: config.RETURN_WINDOW_MS,
              returnReceiptDelayMs: config.RETURN_RECEIPT_DELAY_MS,
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
