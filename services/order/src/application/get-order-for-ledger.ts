import { defineQuery } from '@shop/service-kit';
import { CustomerOrder, type OrderRecord } from '../db/entities.js';
import { orderNotFound } from './shared/callers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fund: a placed order as the ledger needs it, which the fund service checks a completed or
 * refunded event against before crediting anything (whom and how much it credits are these, not
 * the event's). NOT_FOUND order_not_found when there is none, or the id cannot be one.
 */
export const getOrderForLedger = defineQuery('GetOrderForLedger', async ({ em }, request: { id: string }): Promise<OrderRecord> => {
  const order = UUID.test(request.id) ? await em.findOne(CustomerOrder, { id: request.id.toLowerCase(), placedAt: { $ne: null } }) : null;
  if (!order) throw orderNotFound();
  return order;
});
