import { z } from 'zod';

/**
 * A store opened, was edited, suspended or restored. `version` grows by one with each change of
 * the store, so a consumer keeping a copy applies only newer versions (events may arrive twice
 * or out of order).
 */
export const storeChangedV1 = z.object({
  storeId: z.string().min(1),
  ownerId: z.uuid(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  version: z.number().int().positive(),
});

/**
 * A store's page was opened. `viewer` is the signed-in user's id or the BFF's anonymous key;
 * `day` (YYYY-MM-DD, Asia/Jakarta) makes one visit per viewer and day.
 */
export const storeVisitedV1 = z.object({
  storeId: z.string().min(1),
  viewer: z.string().min(1).max(128),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/**
 * An operator reviewed a merchant application: `approved` (the applicant's store opened:
 * `storeId`) or `refused` (`reason` says why; `storeId` null). `reason` may be empty for an
 * approval. Published once per application. The messages service tells the applicant.
 */
export const applicationReviewedV1 = z.object({
  applicationId: z.uuid(),
  userId: z.uuid(),
  /** The store name the application asked for. */
  storeName: z.string().min(1).max(100),
  decision: z.enum(['approved', 'refused']),
  reason: z.string(),
  storeId: z.string().min(1).nullable(),
  reviewedAt: z.iso.datetime(),
});
