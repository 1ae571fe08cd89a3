import { foldForSearch } from '@shop/contracts';
import { defineCommand } from '@shop/service-kit';
import { Product, ProductText } from '../db/entities.js';
import { languages } from '../domain/language.js';
import { demoProducts } from '../db/seed/demo-products.js';

const HOUR_MS = 3_600_000;

/**
 * Fills an empty catalog with the demo products, spread over the last days so "newest first"
 * means something. Does nothing once any product exists, so restarts keep edits.
 */
export const seedDemoCatalog = defineCommand(
  'SeedDemoCatalog',
  async ({ em, now }): Promise<number> => {
    // Two replicas starting together must not both seed (raw SQL: the ORM has no table locks).
    await em.execute(`lock table product in share row exclusive mode`);
    if ((await em.count(Product, {})) > 0) return 0;
    demoProducts.forEach((demo, index) => {
      const product = em.create(Product, {
        slug: demo.slug,
        categoryId: demo.categoryId,
        // Its pictures are drawn and stored next (seed-demo-product-images.ts), outside this lock.
        imageKey: '',
        price: demo.price,
        merchantPrice: demo.merchantPrice,
        discount: demo.discount,
        stock: demo.stock,
        sales: demo.sales,
        views: 0,
        createdAt: new Date(now.getTime() - (demoProducts.length - index) * 7 * HOUR_MS),
      });
      for (const lang of languages) {
        const { title, description } = demo.texts[lang];
        em.create(ProductText, { product, lang, title, titleFolded: foldForSearch(title), description });
      }
    });
    return demoProducts.length;
  },
  { withoutKeyBecause: 'it runs at start-up and does nothing once any product exists' },
);
