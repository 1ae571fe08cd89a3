import type { EventHandler } from '@shop/service-kit';
import { recordFootprint } from '../../db/footprint-repository.js';
import { addView } from '../../db/product-repository.js';
import { footprintOwner } from '../../domain/shopper-lists.js';

/**
 * Counts a product view and, for a signed-in viewer, moves the product to the top of their
 * footprint at the moment of the view; the inbox guarantees one count per event.
 */
export const onProductViewed: EventHandler<'catalog.product.viewed.v1'> = async (event, em) => {
  const productId = Number(event.payload.productId);
  await addView(em, productId);
  const viewer = footprintOwner(event.payload.viewerId);
  if (viewer) await recordFootprint(em, viewer, { productId, viewedAt: new Date(event.occurredAt) });
};
