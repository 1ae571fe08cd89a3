import type { EventHandler } from '@shop/service-kit';
import { addReview } from '../../db/store-repository.js';

/** Adds an order review's stars to the store's rating, then rescores it. */
export const onOrderReviewed: EventHandler<'order.order.reviewed.v1'> = async (event, em) => {
  const { storeId, rating } = event.payload;
  await addReview(em, { storeId: Number(storeId), stars: rating });
};
