import { catalogReasons } from '@shop/contracts';
import { AppError, defineQuery, encodeCursor } from '@shop/service-kit';
import { productExists } from '../db/product-repository.js';
import { findReviewPage, findStarCounts, type ReviewRecord } from '../db/review-repository.js';
import { ratingSummary, type RatingSummary } from '../domain/rating.js';
import { REVIEW_PAGE } from '../domain/shopper-lists.js';
import { afterCursor, assertProductId, limitOf } from './shared/ids.js';

export interface ReviewPage {
  summary: RatingSummary;
  items: ReviewRecord[];
  /** Empty on the last page. */
  nextCursor: string;
}

/** A product's rating summary and one keyset page of its reviews, newest first (public). */
export const listProductReviews = defineQuery('ListProductReviews', async ({ em }, request: { productId: number; cursor: string; limit: number }): Promise<ReviewPage> => {
  assertProductId(request.productId);
  const limit = limitOf(request.limit, REVIEW_PAGE);
  // Reviews page by (written at, review id).
  const after = afterCursor(request.cursor);
  const [page, starCounts] = await Promise.all([findReviewPage(em, { productId: request.productId, after, limit }), findStarCounts(em, request.productId)]);
  if (page.items.length === 0 && !(await productExists(em, request.productId))) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  const last = page.items.at(-1);
  return { summary: ratingSummary(starCounts), items: page.items, nextCursor: page.more && last ? encodeCursor(last.createdAt, last.id) : '' };
});
