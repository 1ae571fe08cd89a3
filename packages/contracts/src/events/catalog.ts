import { z } from 'zod';

/** A product page was opened; feeds view counts, store visits and footprints. */
export const productViewedV1 = z.object({
  productId: z.string().min(1),
  viewerId: z.string().nullable(),
});

/**
 * A store listed or unlisted a product. `storeProductCount` is the store's listed products after
 * the change and `version` the store's listing version (one more per change), so a consumer
 * keeps the count of the highest version it has seen, whatever the order of arrival.
 */
export const listingChangedV1 = z.object({
  storeId: z.string().min(1),
  productId: z.string().min(1),
  listed: z.boolean(),
  storeProductCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});

/**
 * A shopper collected (`collected.v1`) or uncollected (`uncollected.v1`) a product. `storeId` is
 * the store the collection counts for (null when no store sold it); `storeCollectionCount` is
 * that store's collections after the change and `version` the store's collection version (one
 * more per change), so a consumer keeps the count of the highest version it has seen, whatever
 * the order of arrival.
 */
export const productCollectionChangedV1 = z.object({
  userId: z.uuid(),
  productId: z.string().min(1),
  storeId: z.string().min(1).nullable(),
  storeCollectionCount: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
});
