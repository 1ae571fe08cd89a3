import type { EventHandler } from '@shop/service-kit';
import { existingProductIds } from '../../db/product-repository.js';
import { addReviews } from '../../db/review-repository.js';

/**
 * A buyer's review of an order becomes one review of each of its products, under the buyer's
 * display name, with its stars added to the product's rating. The review of an order and product
 * is written once, so a replayed event adds nothing; a product no longer in the catalog is skipped.
 */
export const onOrderReviewed: EventHandler<'order.order.reviewed.v1'> = async (event, em) => {
  const { orderId, buyerId, authorName, rating, text, lang, productIds, reviewedAt } = event.payload;
  const review = { orderId, authorId: buyerId, authorName, rating: rating as 1 | 2 | 3 | 4 | 5, text, lang, createdAt: new Date(reviewedAt) };
  const existing = await existingProductIds(em, [...new Set(productIds.map(Number))]);
  // In id order, so two reviews of the same products lock their rating rows in the same order.
  for (const productId of existing.sort((a, b) => a - b)) await addReviews(em, productId, [review]);
};
