import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Language } from '../domain/language.js';
import type { CatalogDb } from './entities.js';

export interface OrderableProduct {
  productId: number;
  storeId: number;
  found: boolean;
  listed: boolean;
  title: string;
  imageKey: string;
  price: number;
  merchantPrice: number;
  stock: number;
}

export interface ReservedQuantity {
  productId: number;
  quantity: number;
}

/** The products as these stores sell them now, in one statement, answered in the request's order. */
export async function findOrderableProducts(
  em: EntityManager,
  items: readonly { productId: number; storeId: number }[],
  lang: Language,
): Promise<OrderableProduct[]> {
  if (items.length === 0) return [];
  const productIds = [...new Set(items.map((item) => item.productId))];
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('product as p')
    .leftJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
    .select([
      'p.id',
      'p.image_key',
      'p.price',
      'p.merchant_price',
      'p.stock',
      't.title',
      (eb) =>
        eb
          .selectFrom('listing as l')
          .select((agg) => agg.fn.agg<string[]>('array_agg', ['l.store_id']).as('stores'))
          .whereRef('l.product_id', '=', 'p.id')
          .where('l.store_id', 'in', [...new Set(items.map((item) => item.storeId))])
          .as('stores'),
    ])
    .where('p.id', 'in', productIds)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return items.map(({ productId, storeId }) => {
    const row = byId.get(productId);
    if (!row) return { productId, storeId, found: false, listed: false, title: '', imageKey: '', price: 0, merchantPrice: 0, stock: 0 };
    return {
      productId,
      storeId,
      found: true,
      listed: (row.stores ?? []).some((listedBy) => Number(listedBy) === storeId),
      title: row.title ?? '',
      imageKey: row.image_key,
      price: Number(row.price),
      merchantPrice: Number(row.merchant_price),
      stock: row.stock,
    };
  });
}

/**
 * Records a reservation before any stock moves; false when it exists already (a concurrent
 * duplicate blocks on the primary key until the first commits or rolls back).
 */
export async function insertReservation(
  em: EntityManager,
  reservation: { id: string; items: readonly ReservedQuantity[]; state: 'reserved' | 'released'; at: Date },
): Promise<boolean> {
  const result = await em
    .getKysely<CatalogDb>()
    .insertInto('stock_reservation')
    .values({
      id: reservation.id,
      items: sql`${JSON.stringify(reservation.items)}::jsonb`,
      state: reservation.state,
      created_at: reservation.at,
      released_at: reservation.state === 'released' ? reservation.at : null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes `quantity` off the stock unless that would go below zero; false when it would. */
export async function takeStock(em: EntityManager, { productId, quantity }: ReservedQuantity): Promise<boolean> {
  const result = await em
    .getKysely<CatalogDb>()
    .updateTable('product')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks a reservation released, once: answers what it had taken, or undefined when it was
 * released already or never existed.
 */
export async function markReleased(em: EntityManager, id: string, at: Date): Promise<readonly ReservedQuantity[] | undefined> {
  const row = await em
    .getKysely<CatalogDb>()
    .updateTable('stock_reservation')
    .set({ state: 'released', released_at: at })
    .where('id', '=', id)
    .where('state', '=', 'reserved')
    .returning('items')
    .executeTakeFirst();
  return row?.items as ReservedQuantity[] | undefined;
}

/** Gives quantities back to the stock, in product id order (the order reservations take locks in). */
export async function giveBackStock(em: EntityManager, items: readonly ReservedQuantity[]): Promise<void> {
  for (const { productId, quantity } of [...items].sort((a, b) => a.productId - b.productId)) {
    await em.getKysely<CatalogDb>().updateTable('product').set({ stock: sql`stock + ${quantity}` }).where('id', '=', productId).execute();
  }
}
