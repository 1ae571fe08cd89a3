import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import { FOOTPRINT_KEPT } from '../domain/shopper-lists.js';
import type { CatalogDb } from './entities.js';

export interface FootprintEntry {
  productId: number;
  viewedAt: Date;
}

/**
 * Records a shopper's view of a product at `viewedAt`: the product's entry moves to that instant
 * unless it already holds a later one (events may arrive late or twice), which also brings back
 * an entry the shopper removed before this view. A view from before the shopper last cleared the
 * footprint adds nothing. Then only the newest `kept` entries stay. A product this database does
 * not have is ignored.
 */
export async function recordFootprint(em: EntityManager, userId: string, view: FootprintEntry, kept = FOOTPRINT_KEPT): Promise<void> {
  const db = em.getKysely<CatalogDb>();
  await db
    .insertInto('footprint')
    .columns(['user_id', 'product_id', 'viewed_at', 'removed'])
    .expression((eb) =>
      eb
        .selectFrom('product')
        .select((s) => [s.val(userId).as('user_id'), s.ref('id').as('product_id'), s.val(view.viewedAt).as('viewed_at'), s.val(false).as('removed')])
        .where('id', '=', view.productId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('footprint_cleared as c').select('c.user_id').where('c.user_id', '=', userId).where('c.cleared_at', '>=', view.viewedAt)))),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'product_id'])
        .doUpdateSet({ viewed_at: view.viewedAt, removed: false })
        .where('footprint.viewed_at', '<', view.viewedAt),
    )
    .execute();
  // Beyond the newest `kept` (the (user, latest) index); none when the shopper has fewer.
  await em.execute(
    `delete from footprint
      where user_id = ? and (viewed_at, product_id) < (
        select viewed_at, product_id from footprint where user_id = ? order by viewed_at desc, product_id desc offset ? limit 1)`,
    [userId, userId, kept - 1],
  );
}

/**
 * Removes entries from the shopper's footprint (one product, or all): each stays as a removed
 * marker dated `at`, so only a view after the removal brings the product back. A product with no
 * entry yet (its view's event still on its way) gets the marker all the same; clearing all also
 * remembers the instant, for the entries not there yet.
 */
export async function removeFootprint(em: EntityManager, userId: string, at: Date, productId?: number): Promise<void> {
  const db = em.getKysely<CatalogDb>();
  if (productId === undefined) {
    await db
      .insertInto('footprint_cleared')
      .values({ user_id: userId, cleared_at: at })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ cleared_at: at }))
      .execute();
  } else {
    await db
      .insertInto('footprint')
      .columns(['user_id', 'product_id', 'viewed_at', 'removed'])
      .expression((eb) =>
        eb
          .selectFrom('product')
          .select((s) => [s.val(userId).as('user_id'), s.ref('id').as('product_id'), s.val(at).as('viewed_at'), s.val(true).as('removed')])
          .where('id', '=', productId),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
      .execute();
  }
  await db
    .updateTable('footprint')
    .set((eb) => ({ removed: true, viewed_at: eb.fn('greatest', ['viewed_at', eb.val(at)]) }))
    .where('user_id', '=', userId)
    .where('removed', '=', false)
    .$if(productId !== undefined, (q) => q.where('product_id', '=', productId!))
    .execute();
}

/** One keyset page of the shopper's footprint, latest view first; one row more than asked tells whether more follow. */
export async function findFootprintPage(
  em: EntityManager,
  query: { userId: string; after: Cursor<Date, number> | undefined; limit: number },
): Promise<{ items: FootprintEntry[]; more: boolean }> {
  const { after } = query;
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('footprint')
    .select(['product_id', 'viewed_at'])
    .where('user_id', '=', query.userId)
    .where('removed', '=', false)
    .$if(after !== undefined, (page) => page.where((eb) => eb(eb.refTuple('viewed_at', 'product_id'), '<', eb.tuple(after!.value, after!.id))))
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const items = rows.slice(0, query.limit).map((row) => ({ productId: Number(row.product_id), viewedAt: new Date(row.viewed_at) }));
  return { items, more: rows.length > query.limit };
}
