import { defineCommand } from '@shop/service-kit';
import { Product } from '../db/entities.js';
import { addReviews, anyReview } from '../db/review-repository.js';
import { demoReviewTexts } from '../db/demo-data.js';
import { demoReviewsFor } from '../domain/demo-reviews.js';

/**
 * Gives the products their demo reviews (0 to 12 each, the same on every start for the same
 * catalog), through the one way reviews are written, so each rating summary agrees with its
 * reviews. Does nothing once any review exists.
 */
export const seedDemoReviews = defineCommand(
  'SeedDemoReviews',
  async ({ em, now }): Promise<number> => {
    // Two replicas starting together must not both seed (raw SQL: the ORM has no table locks).
    await em.execute(`lock table review in share row exclusive mode`);
    if (await anyReview(em)) return 0;
    const products = await em.find(Product, {}, { fields: ['id', 'createdAt'], orderBy: { id: 'asc' } });
    const words = demoReviewTexts();
    let written = 0;
    for (const product of products) {
      const reviews = demoReviewsFor({ id: product.id, createdAt: product.createdAt }, now, words).map((review) => ({ ...review, orderId: null, authorId: null }));
      await addReviews(em, product.id, reviews);
      written += reviews.length;
    }
    return written;
  },
  { withoutKeyBecause: 'it runs at start-up and does nothing once any review exists' },
);
