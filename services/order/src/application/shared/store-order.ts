import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';
import { findStoreOrder } from '../../db/order-repository.js';
import { assertOrderId, orderNotFound, userOf } from './callers.js';

/** A paid order of the caller's store (locked for a change when asked); NOT_FOUND for another store's. */
export async function storeOrderOf(em: EntityManager, caller: Caller, id: string, lock = false): Promise<OrderRecord> {
  assertOrderId(id);
  const order = await findStoreOrder(em, id, userOf(caller), lock);
  if (!order) throw orderNotFound();
  return order;
}
