import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import type { Language } from '../domain/language.js';
import { NO_STARS, type StarCounts } from '../domain/rating.js';
import type { CatalogDb } from './entities.js';

export interface NewReview {
  /** The reviewed order, for a buyer's review; null for a demo review. */
  orderId: string | null;
  authorId: string | null;
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  lang: Language;
  createdAt: Date;
}

export interface ReviewRecord extends Omit<NewReview, 'orderId' | 'authorId'> {
  id: number;
}

const starColumns = ['stars1', 'stars2', 'stars3', 'stars4', 'stars5'] as const;

/**
 * The one way reviews are written: the reviews, and the stars of those written added to the
 * product's rating in the same transaction (one upsert, which holds the rating row until commit,
 * so concurrent writers of one product add up). An order's review of the product already written
 * is skipped, so a replay adds nothing. Answers how many were written.
 */
export async function addReviews(em: EntityManager, productId: number, reviews: readonly NewReview[]): Promise<number> {
  if (reviews.length === 0) return 0;
  const db = em.getKysely<CatalogDb>();
  const written = await db
    .insertInto('review')
    .values(
      reviews.map((review) => ({
        product_id: productId,
        order_id: review.orderId,
        author_id: review.authorId,
        author_name: review.authorName,
        rating: review.rating,
        text: review.text,
        lang: review.lang,
        created_at: review.createdAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['order_id', 'product_id']).doNothing())
    .returning('rating')
    .execute();
  if (written.length === 0) return 0;
  const added = Object.fromEntries(starColumns.map((column, index) => [column, written.filter((review) => review.rating === index + 1).length])) as Record<
    (typeof starColumns)[number],
    number
  >;
  await db
    .insertInto('product_rating')
    .values({ product_id: productId, ...added })
    .onConflict((conflict) =>
      conflict.column('product_id').doUpdateSet((eb) => Object.fromEntries(starColumns.map((column) => [column, eb(`product_rating.${column}`, '+', added[column])]))),
    )
    .execute();
  return written.length;
}

/** How many reviews of the product gave each star (all zero before its first review). */
export async function findStarCounts(em: EntityManager, productId: number): Promise<StarCounts> {
  const row = await em.getKysely<CatalogDb>().selectFrom('product_rating').select(starColumns).where('product_id', '=', productId).executeTakeFirst();
  return row ? [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5].map(Number) as unknown as StarCounts : NO_STARS;
}

/** One keyset page of the product's reviews, newest first; one row more than asked tells whether more follow. */
export async function findReviewPage(
  em: EntityManager,
  query: { productId: number; after: Cursor<Date, number> | undefined; limit: number },
): Promise<{ items: ReviewRecord[]; more: boolean }> {
  const { after } = query;
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('review')
    .select(['id', 'author_name', 'rating', 'text', 'lang', 'created_at'])
    .where('product_id', '=', query.productId)
    .$if(after !== undefined, (page) => page.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after!.value, after!.id))))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const items = rows.slice(0, query.limit).map((row) => ({
    id: Number(row.id),
    authorName: row.author_name,
    rating: row.rating as ReviewRecord['rating'],
    text: row.text,
    lang: row.lang as Language,
    createdAt: new Date(row.created_at),
  }));
  return { items, more: rows.length > query.limit };
}

/** Whether any review exists (the demo seed runs only before the first). */
export async function anyReview(em: EntityManager): Promise<boolean> {
  return (await em.getKysely<CatalogDb>().selectFrom('review').select('id').limit(1).executeTakeFirst()) !== undefined;
}
