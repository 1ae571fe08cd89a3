import type { EntityManager } from '@mikro-orm/postgresql';
import { lockName } from '@shop/service-kit';
import { CartLine } from './entities.js';

export type CartLineRecord = { userId: string; storeId: number; productId: number; quantity: number; selected: boolean; addedAt: Date };

/**
 * Takes the shopper's cart until the transaction ends: changes bounded by the rest of the cart
 * (a line's quantity, the number of lines) are made one at a time.
 * A lock on the cart's name, not on a row: the line a first add inserts does not exist yet.
 */
export function lockCart(em: EntityManager, userId: string): Promise<void> {
  return lockName(em, `cart:${userId}`);
}

/** The shopper's lines, oldest first (the order they were added in). */
export function findCartLines(em: EntityManager, userId: string): Promise<CartLineRecord[]> {
  return em.find(CartLine, { userId }, { orderBy: { addedAt: 'asc', storeId: 'asc', productId: 'asc' } });
}

export function findCartLine(em: EntityManager, userId: string, storeId: number, productId: number): Promise<CartLineRecord | null> {
  return em.findOne(CartLine, { userId, storeId, productId });
}

export function countCartLines(em: EntityManager, userId: string): Promise<number> {
  return em.count(CartLine, { userId });
}

export function addCartLine(em: EntityManager, line: CartLineRecord): void {
  em.create(CartLine, line);
}

export async function removeCartLines(em: EntityManager, userId: string, lines: readonly { storeId: number; productId: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await em.nativeDelete(CartLine, { userId, $or: lines.map(({ storeId, productId }) => ({ storeId, productId })) });
}

export async function selectCartLines(em: EntityManager, userId: string, storeId: number | undefined, selected: boolean): Promise<void> {
  await em.nativeUpdate(CartLine, { userId, ...(storeId === undefined ? {} : { storeId }) }, { selected });
}
