import { CHECKOUT_MAX_STORES, orderReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { CustomerOrder, type OrderRecord } from '../db/entities.js';
import { assertOrderId, orderNotFound, userOf } from './shared/callers.js';

/** The payment service: the asserted buyer's orders a payment would cover, as they are now; NOT_FOUND when one is not theirs. */
export const getOrdersForPayment = defineQuery('GetOrdersForPayment', async ({ em, caller }, request: { orderIds: string[] }): Promise<OrderRecord[]> => {
  const buyerId = userOf(caller);
  const ids = [...new Set(request.orderIds)];
  if (ids.length === 0 || ids.length > CHECKOUT_MAX_STORES) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidOrderId);
  ids.forEach(assertOrderId);
  const orders = await em.find(CustomerOrder, { id: { $in: ids }, buyerId, placedAt: { $ne: null } });
  if (orders.length !== ids.length) throw orderNotFound();
  return ids.map((id) => orders.find((order) => order.id === id)!);
});
