import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '@shop/service-kit';
import type { OrderRecord } from '../../db/entities.js';
import { findBuyerOrder } from '../../db/order-repository.js';
import { assertOrderId, orderNotFound, userOf } from './callers.js';

/** The caller's order, locked for a change (concurrent changes of one order run one after the other). */
export async function lockedBuyerOrder(em: EntityManager, caller: Caller, id: string): Promise<OrderRecord> {
  assertOrderId(id);
  const order = await findBuyerOrder(em, id, userOf(caller), true);
  if (!order) throw orderNotFound();
  return order;
}
