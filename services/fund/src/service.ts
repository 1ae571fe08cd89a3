import { createLogger, createUseCaseRunner, type Clock, type ServiceSpec } from '@shop/service-kit';
import { SERVICE_NAME } from './application/shared/callers.js';
import type { FundConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { fundGrpcService } from './grpc/fund-service.js';

export { SERVICE_NAME };

/** Wallets and their ledger, bank accounts, withdrawals and fee settings. `clock` lets tests move time. */
export function fundSpec(
  config: FundConfig,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [fundGrpcService(createUseCaseRunner(orm, clock))],
    subscriptions: () => subscriptions(clock),
  };
}
