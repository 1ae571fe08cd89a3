import { objectStoreFromConfig } from '@shop/media';
import { createLogger, createUseCaseRunner, ownCall, type ServiceSpec } from '@shop/service-kit';
import { seedDemoCatalog } from './application/seed-demo-catalog.js';
import { seedDemoProductImages } from './application/seed-demo-product-images.js';
import { seedDemoListings } from './application/seed-demo-listings.js';
import { seedDemoReviews } from './application/seed-demo-reviews.js';
import type { CatalogConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { SearchTally } from './domain/search-tally.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { catalogGrpcService } from './grpc/catalog-service.js';

export const SERVICE_NAME = 'catalog';

/** Categories, platform products and their pictures, search, stock, product views, store listings, reviews, and shoppers' collections and footprints. */
export function catalogSpec(config: CatalogConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL })): ServiceSpec {
  const objects = objectStoreFromConfig(config);
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [catalogGrpcService(createUseCaseRunner(orm), objects, new SearchTally(config.SEARCH_TALLY_FLUSH_MS))],
    subscriptions,
    async afterMigrate(orm) {
      const useCases = createUseCaseRunner(orm);
      const seeding = ownCall(SERVICE_NAME);
      if (config.SEED_DEMO_CATALOG) {
        const seeded = await useCases.command(seedDemoCatalog, {}, seeding);
        if (seeded > 0) logger.info({ products: seeded }, 'demo catalog loaded');
        const reviews = await useCases.command(seedDemoReviews, {}, seeding);
        if (reviews > 0) logger.info({ reviews }, 'demo reviews written');
        const started = performance.now();
        const pictured = await seedDemoProductImages(useCases, objects, seeding);
        if (pictured > 0) logger.info({ products: pictured, ms: Math.round(performance.now() - started) }, 'demo product pictures stored');
      }
      if (config.SEED_DEMO_LISTING_STORES > 0) {
        const listed = await useCases.command(seedDemoListings, { stores: config.SEED_DEMO_LISTING_STORES }, seeding);
        if (listed > 0) logger.info({ stores: config.SEED_DEMO_LISTING_STORES, listings: listed }, 'demo listings made');
      }
    },
  };
}
