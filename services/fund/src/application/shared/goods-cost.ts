import type { EntityManager } from '@mikro-orm/postgresql';
import { postingReferences } from '@shop/contracts';
import { findJournal } from '../../db/ledger-repository.js';
import { goodsCostToGiveBack } from '../../domain/source-confirmation.js';

/**
 * The goods cost a refunded order's store owner gets back: what this ledger debited from them
 * under goods-cost:<orderId> (order's PayGoodsCost), 0 when it debited nothing.
 */
export async function goodsCostPaidBy(em: EntityManager, orderId: string, storeOwnerId: string): Promise<number> {
  return goodsCostToGiveBack(await findJournal(em, { reference: postingReferences.goodsCost(orderId) }), storeOwnerId);
}
