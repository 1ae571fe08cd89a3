import type { EventHandler } from '@shop/service-kit';
import { addSales } from '../../db/store-repository.js';

/** Adds a completed order's quantities to the store's sales, then rescores it. */
export const onOrderCompleted: EventHandler<'order.order.completed.v1'> = async (event, em) => {
  const { storeId, items } = event.payload;
  await addSales(em, { storeId: Number(storeId), quantity: items.reduce((sum, item) => sum + item.quantity, 0) });
};
