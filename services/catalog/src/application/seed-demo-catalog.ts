import { defineCommand } from '@shop/service-kit';
import { Product } from '../db/entities.js';
import { insertProducts } from '../db/product-repository.js';
import { demoProducts } from '../db/demo-data.js';

const HOUR_MS = 3_600_000;

/**
 * Fills an empty catalog with the demo products (`data/demo-products.json`), spread over the last
 * days so "newest first" means something. Does nothing once any product exists, so restarts keep
 * edits.
 */
export const seedDemoCatalog = defineCommand(
  'SeedDemoCatalog',
  async ({ em, now }): Promise<number> => {
    // Two replicas starting together must not both seed (raw SQL: the ORM has no table locks).
    await em.execute(`lock table product in share row exclusive mode`);
    if ((await em.count(Product, {})) > 0) return 0;
    const products = demoProducts();
    const ids = await insertProducts(
      em,
      products.map((demo, index) => ({
        slug: demo.slug,
        categoryId: demo.categoryId,
        subcategoryId: demo.subcategoryId,
        // Its pictures are drawn and stored next (seed-demo-product-images.ts), outside this lock.
        imageKey: '',
        price: demo.price,
        merchantPrice: demo.merchantPrice,
        discount: demo.discount,
        stock: demo.stock,
        sales: demo.sales,
        createdAt: new Date(now.getTime() - (products.length - index) * 7 * HOUR_MS),
        texts: demo.texts,
      })),
    );
    return ids.length;
  },
  { withoutKeyBecause: 'it runs at start-up and does nothing once any product exists' },
);
