import { createLogger, createUseCaseRunner, type ServiceSpec } from '@shop/service-kit';
import { seedDemoCatalog } from './application/seed-demo-catalog.js';
import type { CatalogConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/subscriptions.js';
import { catalogGrpcService } from './grpc/catalog-service.js';

export const SERVICE_NAME = 'catalog';

/** Categories, platform products, stock and product views. */
export function catalogSpec(config: CatalogConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL })): ServiceSpec {
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [catalogGrpcService(createUseCaseRunner(orm))],
    subscriptions,
    async afterMigrate(orm) {
      if (!config.SEED_DEMO_CATALOG) return;
      const seeded = await createUseCaseRunner(orm).command(seedDemoCatalog, {}, { caller: { service: SERVICE_NAME, roles: [] }, idempotencyKey: undefined });
      if (seeded > 0) logger.info({ products: seeded }, 'demo catalog loaded');
    },
  };
}
