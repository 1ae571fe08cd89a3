import { z } from 'zod';

/** A product page was opened; feeds view counts, store visits and footprints. */
export const productViewedV1 = z.object({
  productId: z.string().min(1),
  viewerId: z.string().nullable(),
});
