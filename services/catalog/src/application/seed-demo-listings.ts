import { defineCommand } from '@shop/service-kit';
import { Listing, Product } from '../db/entities.js';
import { demoListingPicks } from '../domain/demo-listings.js';
import { applyListingChange } from './set-listing.js';

const MINUTE_MS = 60_000;

/**
 * Stores 1..`stores` (the merchant service's demo stores) list a few demo products each, through
 * the same change as SetListing, so each listing publishes its event and the merchant service's
 * product counts follow. Does nothing once any listing exists, so restarts keep merchants' changes.
 */
export const seedDemoListings = defineCommand(
  'SeedDemoListings',
  async ({ em, now }, request: { stores: number }): Promise<number> => {
    // Two replicas starting together must not both seed (raw SQL: the ORM has no table locks).
    await em.execute(`lock table listing in share row exclusive mode`);
    if ((await em.count(Listing, {})) > 0) return 0;
    const productIds = (await em.find(Product, {}, { fields: ['id'], orderBy: { id: 'asc' } })).map((product) => product.id);
    let listings = 0;
    for (let storeId = 1; storeId <= request.stores; storeId++) {
      const picks = demoListingPicks(storeId, productIds);
      // Listed a minute apart, oldest first, so "most recently listed" has an order.
      for (const [index, productId] of picks.entries()) {
        await applyListingChange(em, { storeId, productId, listed: true }, new Date(now.getTime() - (picks.length - index) * MINUTE_MS));
      }
      listings += picks.length;
    }
    return listings;
  },
  { withoutKeyBecause: 'it runs at start-up and does nothing once any listing exists' },
);
