import type { EventHandler } from '@shop/service-kit';
import { addView } from '../db/product-repository.js';

/** Counts a product view; the inbox guarantees one count per event. */
export const onProductViewed: EventHandler<'catalog.product.viewed.v1'> = async (event, em) => {
  await addView(em, Number(event.payload.productId));
};
