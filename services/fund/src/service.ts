import { createLogger, createUseCaseRunner, startWorkflowResumer, type Clock, type Orm, type ServiceSpec, type StepProgress } from '@shop/service-kit';
import { SERVICE_NAME } from './application/shared/callers.js';
import { identityClient } from './clients/identity.js';
import { fundWorkflows } from './application/workflows/index.js';
import type { FundConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { fundGrpcService } from './grpc/fund-service.js';

export { SERVICE_NAME };

export interface FundSpecOptions {
  /** The instant every use case, event and workflow step happens at: tests move it. */
  clock?: Clock;
  /** Told of every workflow step's progress: tests stop the service between two steps with it. */
  onWorkflowProgress?: (progress: StepProgress) => Promise<void> | void;
}

/**
 * Wallets and their ledger, bank accounts, withdrawals and fee settings: gRPC (role `api`), the
 * consumer and the withdrawals' workflow resumer (`worker`).
 */
export function fundSpec(config: FundConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }), options: FundSpecOptions = {}): ServiceSpec {
  const clock = options.clock ?? (() => new Date());
  const identity = identityClient(SERVICE_NAME, config).call;
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
    subscriptions: (orm) => subscriptions(compose(orm), clock),
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
