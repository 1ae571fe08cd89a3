import { randomUUID } from 'node:crypto';
import { initialsLogo, storeSquareImage, type ObjectStore } from '@shop/media';
import { defineCommand } from '@shop/service-kit';
import { Store, type StoreRecord } from '../db/entities.js';
import { demoStoreNames } from '../db/demo-data.js';
import { demoStores } from '../domain/demo-stores.js';
import { newStore } from '../domain/new-store.js';

const DAY_MS = 86_400_000;
const DEMO_REVIEW_COUNT = 100;

/**
 * Outside production: opens demo stores 1..count in an empty database, store 1 owned by the demo
 * merchant, each with an initials logo. Does nothing once any store exists, so restarts keep edits.
 * The catalog seeds their listings; its events bring the product counts.
 */
export function seedDemoStores(objects: ObjectStore, options: { count: number; demoMerchantId: string | undefined }) {
  return defineCommand(
    'SeedDemoStores',
    async ({ em, now }): Promise<number> => {
      // Two replicas starting together must not both seed (raw SQL: the ORM has no table locks).
      await em.execute(`lock table store in share row exclusive mode`);
      if ((await em.count(Store, {})) > 0) return 0;
      const stores: StoreRecord[] = [];
      for (const [index, demo] of demoStores(options.count, demoStoreNames()).entries()) {
        const logo = await storeSquareImage(objects, 'logos', await initialsLogo(demo.name));
        if (typeof logo === 'string') throw new Error(`the initials logo of ${demo.name} was refused: ${logo}`);
        const stats = { sales: demo.sales, rating: demo.rating, visits: demo.visits, collections: demo.collections, productCount: 0 };
        const owner = index === 0 && options.demoMerchantId ? options.demoMerchantId : randomUUID();
        const fields = { id: index + 1, ownerId: owner, name: demo.name, phone: demo.phone, logoKey: logo.key, description: demo.description };
        // A demo rating stands for a hundred reviews (their stars' sum is then the rating itself), so real reviews move it as they would a real store's.
        const reviews = { ratingSum: demo.rating, ratingCount: demo.rating === 0 ? 0 : DEMO_REVIEW_COUNT };
        stores.push({ ...newStore(fields, stats, new Date(now.getTime() - demo.openedDaysAgo * DAY_MS - index * 60_000)), ...reviews });
      }
      if (stores.length === 0) return 0;
      await em.insertMany(Store, stores);
      // The ids were given: the sequence must move past them (raw SQL: the ORM does not manage sequences).
      await em.execute(`select setval(pg_get_serial_sequence('store', 'id'), (select max(id) from store))`);
      return stores.length;
    },
    { withoutKeyBecause: 'it runs at start-up and does nothing once any store exists' },
  );
}
