import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Cursor } from '@shop/service-kit';
import type { Language } from '../domain/language.js';
import { RELEVANCE_CANDIDATES, type ProductSort } from '../domain/search.js';
import type { CatalogDb } from './entities.js';
import { productColumns, toProductRecord, type ProductRecord } from './product-repository.js';

/** How a product list matches a keyword: its text-search query, or titles similar to it (a typo). */
export type KeywordMatch = { kind: 'terms'; query: string } | { kind: 'similar'; keyword: string };

export interface ProductSearch {
  lang: Language;
  match: KeywordMatch | undefined;
  /** A top-level category or a subcategory; none for all. */
  category: { level: 'top' | 'sub'; id: number } | undefined;
  /** Whole rupiah; 0 for no bound. */
  minPrice: number;
  maxPrice: number;
  sort: ProductSort;
  after: Cursor<number | Date, number> | undefined;
  limit: number;
}

/**
 * Titles with a word at least this similar to the keyword count as a typo of it (pg_trgm's strict
 * word similarity: whole words, so "kemaja" finds "kemeja" at 0.4 but not "kemiri" at 0.27).
 */
const SIMILAR_TITLE_THRESHOLD = 0.35;

/** A product of a list with the value its order sorts by (the relevance score, or a column). */
export interface RankedProduct {
  product: ProductRecord;
  score: number;
}

/**
 * One keyset page of products in `lang`, matching the keyword (all of its terms, or a title like
 * it), the category and the price range, in the asked order; one row more than `limit` tells
 * whether another page follows. The language is one of three constants, so it is written into the
 * statement: the planner then uses that language's partial indexes. Relevance ranks the best-selling
 * RELEVANCE_CANDIDATES matches (domain/search.ts); the other orders walk their product index and
 * check each row, or collect the keyword's matches from its text index, as the planner finds cheaper.
 */
export async function findProductSearchPage(em: EntityManager, search: ProductSearch): Promise<{ items: RankedProduct[]; more: boolean }> {
  const run = async (kysely: EntityManager) => {
    const rows = await (search.sort === 'relevance' ? relevancePage(kysely, search) : orderedPage(kysely, search));
    return { items: rows.slice(0, search.limit), more: rows.length > search.limit };
  };
  if (search.match?.kind !== 'similar') return run(em);
  // The similarity operator's threshold is a setting: set for this transaction only.
  return em.transactional(async (tx) => {
    await tx.execute(`set local pg_trgm.strict_word_similarity_threshold = ${SIMILAR_TITLE_THRESHOLD}`);
    return run(tx as EntityManager);
  });
}

function matching(em: EntityManager, search: ProductSearch) {
  const { lang, match, category, minPrice, maxPrice } = search;
  return em
    .getKysely<CatalogDb>()
    .selectFrom('product_text as t')
    .innerJoin('product as p', 'p.id', 't.product_id')
    .where('t.lang', '=', sql.lit(lang))
    .$if(match?.kind === 'terms', (q) => q.where(sql<boolean>`t.search_vector @@ product_search_query(${sql.lit(lang)}, ${(match as { query: string }).query})`))
    .$if(match?.kind === 'similar', (q) => q.where(sql<boolean>`${(match as { keyword: string }).keyword} operator(public.<<%) t.title_folded`))
    .$if(category?.level === 'top', (q) => q.where('p.category_id', '=', category!.id))
    .$if(category?.level === 'sub', (q) => q.where('p.subcategory_id', '=', category!.id))
    .$if(minPrice > 0, (q) => q.where('p.price', '>=', minPrice))
    .$if(maxPrice > 0, (q) => q.where('p.price', '<=', maxPrice));
}

const orderColumn = { sales: 'p.sales', price_asc: 'p.price', price_desc: 'p.price', newest: 'p.created_at' } as const;

async function orderedPage(em: EntityManager, search: ProductSearch): Promise<RankedProduct[]> {
  const sort = search.sort as Exclude<ProductSort, 'relevance'>;
  const column = orderColumn[sort];
  const direction = sort === 'price_asc' ? 'asc' : 'desc';
  const { after } = search;
  const rows = await matching(em, search)
    .select(productColumns)
    .$if(after !== undefined, (q) => q.where((eb) => eb(eb.refTuple(column, 'p.id'), direction === 'asc' ? '>' : '<', eb.tuple(after!.value as never, after!.id))))
    .orderBy(column, direction)
    .orderBy('p.id', direction)
    .limit(search.limit + 1)
    .execute();
  return rows.map((row) => {
    const product = toProductRecord(row);
    return { product, score: 0 };
  });
}

async function relevancePage(em: EntityManager, search: ProductSearch): Promise<RankedProduct[]> {
  const { lang, match, after } = search;
  const score =
    match?.kind === 'similar'
      ? sql<string>`round(public.strict_word_similarity(${match.keyword}, t.title_folded) * 1000000)::bigint`
      : sql<string>`round(ts_rank(t.search_vector, product_search_query(${sql.lit(lang)}, ${match?.kind === 'terms' ? match.query : ''})) * 1000000)::bigint`;
  const candidates = matching(em, search)
    .select([...productColumns, score.as('score')])
    .orderBy('p.sales', 'desc')
    .orderBy('p.id', 'desc')
    .limit(RELEVANCE_CANDIDATES);
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom(candidates.as('c'))
    .selectAll()
    .$if(after !== undefined, (q) => q.where(sql<boolean>`(c.score, c.id) < (${after!.value as number}, ${after!.id})`))
    .orderBy('c.score', 'desc')
    .orderBy('c.id', 'desc')
    .limit(search.limit + 1)
    .execute();
  return rows.map((row) => ({ product: toProductRecord(row), score: Number(row.score) }));
}
