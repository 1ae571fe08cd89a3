import type { EntityManager } from '@mikro-orm/postgresql';
import { lockName } from '@shop/service-kit';
import { CartLine } from './entities.js';

export type CartLineRecord = { userId: string; storeId: number; productId: number; quantity: number; selected: boolean; addedAt: Date };

/**
 * Takes the shopper's cart until the transaction ends: changes bounded by the rest of the cart
 * (a line's quantity, the number of lines, which checkout buys a line) are made one at a time.
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
  em.create(CartLine, { ...line, placingOrderId: null });
}

export async function removeCartLines(em: EntityManager, userId: string, lines: readonly { storeId: number; productId: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await em.nativeDelete(CartLine, { userId, $or: lines.map(({ storeId, productId }) => ({ storeId, productId })) });
}

export async function selectCartLines(em: EntityManager, userId: string, storeId: number | undefined, selected: boolean): Promise<void> {
  await em.nativeUpdate(CartLine, { userId, ...(storeId === undefined ? {} : { storeId }) }, { selected });
}

/**
 * Takes these lines for the orders placing them (each line for its store's order), under the
 * cart's lock: false, and nothing taken, when one is no longer in the cart or another checkout
 * holds it.
 */
export async function claimCartLines(em: EntityManager, userId: string, lines: readonly { storeId: number; productId: number; orderId: string }[]): Promise<boolean> {
  if (lines.length === 0) return true;
  await lockCart(em, userId);
  const free = await em.count(CartLine, { userId, placingOrderId: null, $or: lines.map(({ storeId, productId }) => ({ storeId, productId })) });
  if (free !== lines.length) return false;
  for (const orderId of new Set(lines.map((line) => line.orderId))) {
    const ofOrder = lines.filter((line) => line.orderId === orderId).map(({ storeId, productId }) => ({ storeId, productId }));
    await em.nativeUpdate(CartLine, { userId, $or: ofOrder }, { placingOrderId: orderId });
  }
  return true;
}

/** Lets go of the lines these orders held (their checkout was undone): they can be bought again. */
export async function releaseCartLines(em: EntityManager, userId: string, orderIds: readonly string[]): Promise<void> {
  await em.nativeUpdate(CartLine, { userId, placingOrderId: { $in: [...orderIds] } }, { placingOrderId: null });
}
