import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../domain/language.js';
import type { ProductSort, RelevanceTier, SearchQuery } from '../domain/search.js';
import type { CatalogDb } from './entities.js';
import { productColumns, toProductRecord, type ProductRecord } from './product-repository.js';

export interface ProductSearch {
  lang: Language;
  /** The keyword's text-search queries; none for every product. */
  match: SearchQuery | undefined;
  /** A top-level category or a subcategory; none for all. */
  category: { level: 'top' | 'sub'; id: number } | undefined;
  /** Whole rupiah; 0 for no bound. */
  minPrice: number;
  maxPrice: number;
  sort: ProductSort;
  /** Where the previous page ended: its last product's sort value and id, and its relevance tier. */
  after: Cursor<number | Date, number> | undefined;
  limit: number;
}

/** A product of a page, with its relevance tier when the page is in relevance's order. */
export interface RankedProduct {
  product: ProductRecord;
  tier?: RelevanceTier;
}
/**
 * How many products in the list's order a keyword page first looks through for its matches. A
 * common word fills a page within it, from the order's index; a page that does not fill there asks
 * the keyword's text index for all its matches (few, for a rare word). Postgres cannot estimate
 * words that come together ("kemeja batik"), so the plan does not depend on its guess.
 */
const KEYWORD_WINDOW = 2_000;

/**
 * One keyset page of products in `lang`, matching the keyword, the category and the price range,
 * in the asked order; one row more than `limit` tells whether another page follows. The language is
 * one of three constants, so it is written into the statement: the planner then uses that
 * language's partial indexes.
 */
export async function findProductSearchPage(em: EntityManager, search: ProductSearch): Promise<{ items: RankedProduct[]; more: boolean }> {
  const rows = search.sort === 'relevance' && search.match ? await tieredPage(em, search, search.match) : await orderedPage(em, search);
  return { items: rows.slice(0, search.limit), more: rows.length > search.limit };
}

type Ordered = Exclude<ProductSort, 'relevance'>;
const orderColumn = { sales: 'sales', price_asc: 'price', price_desc: 'price', newest: 'created_at' } as const;
const directionOf = (sort: Ordered) => (sort === 'price_asc' ? 'asc' : 'desc');

/** The products of the search's category and price range, after the cursor in `sort`'s order. */
function listedCondition(search: ProductSearch, sort: Ordered, after: ProductSearch['after']): RawBuilder<boolean> {
  const { category, minPrice, maxPrice } = search;
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (category?.level === 'top') conditions.push(sql`p.category_id = ${category.id}`);
  if (category?.level === 'sub') conditions.push(sql`p.subcategory_id = ${category.id}`);
  if (minPrice > 0) conditions.push(sql`p.price >= ${minPrice}`);
  if (maxPrice > 0) conditions.push(sql`p.price <= ${maxPrice}`);
  if (after !== undefined) {
    const position = sql`(${sql.ref(`p.${orderColumn[sort]}`)}, p.id)`;
    const value = after.value instanceof Date ? after.value.toISOString() : after.value;
    conditions.push(directionOf(sort) === 'asc' ? sql`${position} > (${value}, ${after.id})` : sql`${position} < (${value}, ${after.id})`);
  }
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/**
 * A text-search condition on `t.search_vector` in `lang`; `indexed: false` writes it so the text
 * index cannot answer it, for a page that checks a window of products one by one (Postgres would
 * otherwise read every match of a common pair of words from the index, misjudging them as rare).
 */
type Condition = (indexed: boolean) => RawBuilder<boolean>;
const matches =
  (lang: Language, query: string): Condition =>
  (indexed) =>
    indexed
      ? sql<boolean>`t.search_vector @@ product_search_query(${sql.lit(lang)}, ${query})`
      : sql<boolean>`(t.search_vector || ''::tsvector) @@ product_search_query(${sql.lit(lang)}, ${query})`;

/**
 * One page in `sort`'s order: the products of the category and price range after the cursor, joined
 * with their text, keeping those `condition` holds for. With a condition (a keyword), the
 * KEYWORD_WINDOW products after the cursor first; then, if the page is not full, all of them.
 */
async function conditionPage(em: EntityManager, search: ProductSearch, sort: Ordered, after: ProductSearch['after'], limit: number, condition: Condition | undefined) {
  const column = `p.${orderColumn[sort]}` as const;
  const direction = directionOf(sort);
  const db = em.getKysely<CatalogDb>();
  const listed = listedCondition(search, sort, after);
  const window = db.selectFrom('product as p').selectAll('p').where(listed).orderBy(column, direction).orderBy('p.id', direction).limit(KEYWORD_WINDOW);
  const page = (windowed: boolean) =>
    (windowed ? db.selectFrom(window.as('p')) : db.selectFrom('product as p').where(listed))
      .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', sql.lit(search.lang)))
      .select(productColumns)
      .$if(condition !== undefined, (q) => q.where(condition!(!windowed)))
      .orderBy(column, direction)
      .orderBy('p.id', direction)
      .limit(limit + 1)
      .execute();
  if (condition === undefined) return page(false);
  const windowed = await page(true);
  return windowed.length > limit ? windowed : page(false);
}

async function orderedPage(em: EntityManager, search: ProductSearch): Promise<RankedProduct[]> {
  // Relevance without a keyword is best-selling.
  const sort = search.sort === 'relevance' ? 'sales' : search.sort;
  const rows = await conditionPage(em, search, sort, search.after, search.limit, search.match && matches(search.lang, search.match.anywhere));
  return rows.map((row) => ({ product: toProductRecord(row) }));
}

/** Relevance for a keyword found as written: the title tier, then the description tier, best-selling first in each. */
async function tieredPage(em: EntityManager, search: ProductSearch, query: SearchQuery): Promise<RankedProduct[]> {
  const { after } = search;
  const inTitle = matches(search.lang, query.inTitle);
  const rows: RankedProduct[] = [];
  if (after?.scope !== 'description') {
    const titled = await conditionPage(em, search, 'sales', after, search.limit, inTitle);
    rows.push(...titled.map((row) => ({ product: toProductRecord(row), tier: 'title' as const })));
    if (rows.length > search.limit) return rows;
  }
  const rest = search.limit - rows.length;
  const anywhere = matches(search.lang, query.anywhere);
  const described = await conditionPage(em, search, 'sales', after?.scope === 'description' ? after : undefined, rest, (indexed) => sql<boolean>`${anywhere(indexed)} and not ${inTitle(false)}`);
  return [...rows, ...described.map((row) => ({ product: toProductRecord(row), tier: 'description' as const }))];
}
