import { objectStoreFromConfig } from '@shop/media';
import { createLogger, createUseCaseRunner, ownCall, type Clock, type ServiceSpec } from '@shop/service-kit';
import { seedDemoStores } from './application/seed-demo-stores.js';
import { catalogClient } from './clients/catalog.js';
import type { MerchantConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { merchantGrpcService } from './grpc/merchant-service.js';

export const SERVICE_NAME = 'merchant';

/** Merchant applications, stores and their statistics, the street. `clock` lets tests move time. */
export function merchantSpec(
  config: MerchantConfig,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  const objects = objectStoreFromConfig(config);
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => {
      const catalog = catalogClient(SERVICE_NAME, config);
      return [merchantGrpcService(createUseCaseRunner(orm, clock), { objects, catalog: catalog.call })];
    },
    subscriptions,
    async afterMigrate(orm) {
      if (config.NODE_ENV === 'production' || config.SEED_DEMO_STORES === 0) return;
      const seed = seedDemoStores(objects, { count: config.SEED_DEMO_STORES, demoMerchantId: config.DEMO_MERCHANT_ID });
      const seeded = await createUseCaseRunner(orm, clock).command(seed, {}, ownCall(SERVICE_NAME));
      if (seeded > 0) logger.info({ stores: seeded }, 'demo stores opened');
    },
  };
}
