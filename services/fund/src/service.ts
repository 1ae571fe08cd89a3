import { createLogger, createUseCaseRunner, startWorkflowResumer, type Clock, type Orm, type ServiceSpec, type StepProgress } from '@shop/service-kit';
import { SERVICE_NAME } from './application/shared/callers.js';
import { identityClient } from './clients/identity.js';
import { orderClient } from './clients/order.js';
import { paymentClient } from './clients/payment.js';
import { fundWorkflows } from './application/workflows/index.js';
import type { FundConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions, type EventSources } from './events/consume/subscriptions.js';
import { fundGrpcService } from './grpc/fund-service.js';

export { SERVICE_NAME };

export interface FundSpecOptions {
  /** The instant every use case, event and workflow step happens at: tests move it. */
  clock?: Clock;
  /** Told of every workflow step's progress: tests stop the service between two steps with it. */
  onWorkflowProgress?: (progress: StepProgress) => Promise<void> | void;
  /**
   * What the consumers confirm events with instead of payment's and order's clients: fund's own
   * tests, which cannot run those services (theirs run this one), answer as they would.
   */
  sources?: EventSources;
}

/**
 * Wallets and their ledger, bank accounts, withdrawals and fee settings: gRPC (role `api`), the
 * consumer and the withdrawals' workflow resumer (`worker`).
 */
export function fundSpec(config: FundConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }), options: FundSpecOptions = {}): ServiceSpec {
  const clock = options.clock ?? (() => new Date());
  const identity = identityClient(SERVICE_NAME, config).call;
  /** The events' sources: each paid recharge, settled payout, completed or refunded order is confirmed with them. */
  const sources = options.sources ?? { payment: paymentClient(SERVICE_NAME, config).call, order: orderClient(SERVICE_NAME, config).call };
  /** What gRPC, the consumer and the resumer each compose: the workflows driven on their orm. */
  const compose = (orm: Orm) =>
    fundWorkflows(orm, { identity, adjustmentApprovalAbove: config.ADJUSTMENT_APPROVAL_ABOVE, clock, logger: logger.child({ component: 'workflows' }), onProgress: options.onWorkflowProgress });
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [fundGrpcService(createUseCaseRunner(orm, clock), compose(orm), { bankChangeCoolOffSeconds: config.BANK_CHANGE_COOL_OFF_SECONDS })],
    subscriptions: (orm) => subscriptions(compose(orm), sources, clock),
    extras: [
      {
        name: 'workflow resumer',
        role: 'worker',
        async start(orm) {
          return startWorkflowResumer(compose(orm).engine, { intervalMs: config.WORKFLOW_INTERVAL_MS, batch: config.WORKFLOW_BATCH, logger: logger.child({ component: 'workflows' }) });
        },
      },
    ],
  };
}
