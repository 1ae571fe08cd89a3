import { defineQuery } from '@shop/service-kit';
import { findBuyerOrder } from '../db/order-repository.js';
import { assertOrderId, orderNotFound, userOf } from './shared/callers.js';

/** One of the shopper's orders; NOT_FOUND for anyone else's. */
export const getMyOrder = defineQuery('GetMyOrder', async ({ em, caller }, request: { id: string }) => {
  assertOrderId(request.id);
  const order = await findBuyerOrder(em, request.id, userOf(caller));
  if (!order) throw orderNotFound();
  return order;
});
