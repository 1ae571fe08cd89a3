import type { EventHandler } from '@shop/service-kit';
import { addSales } from '../../db/product-repository.js';

/**
 * Adds a completed order's quantities to its products' sales, one update per product; the inbox
 * applies each event once. A product no longer in the catalog is skipped.
 */
export const onOrderCompleted: EventHandler<'order.order.completed.v1'> = async (event, em) => {
  const quantities = new Map<number, number>();
  for (const { productId, quantity } of event.payload.items) quantities.set(Number(productId), (quantities.get(Number(productId)) ?? 0) + quantity);
  // In id order, so two orders of the same products lock their rows in the same order.
  for (const [productId, quantity] of [...quantities].sort(([a], [b]) => a - b)) await addSales(em, productId, quantity);
};
