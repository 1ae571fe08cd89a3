import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Language } from '../domain/language.js';
import type { KeywordCount } from '../domain/search-tally.js';
import type { CatalogDb } from './entities.js';

/** Adds counted searches to their day's totals, in one statement. */
export async function addKeywordCounts(em: EntityManager, day: string, counts: readonly KeywordCount[]): Promise<void> {
  if (counts.length === 0) return;
  await em
    .getKysely<CatalogDb>()
    .insertInto('search_keyword_day')
    .values(counts.map((count) => ({ day, lang: count.lang, keyword: count.keyword, searches: count.searches })))
    .onConflict((conflict) => conflict.columns(['lang', 'day', 'keyword']).doUpdateSet({ searches: sql<number>`search_keyword_day.searches + excluded.searches` }))
    .execute();
}

/** The keywords searched most in `lang` since `sinceDay`, most first. */
export async function findHotKeywords(em: EntityManager, lang: Language, sinceDay: string, limit: number): Promise<string[]> {
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('search_keyword_day')
    .select(['keyword', (eb) => eb.fn.sum<string>('searches').as('total')])
    .where('lang', '=', lang)
    .where('day', '>=', sinceDay)
    .groupBy('keyword')
    .orderBy('total', 'desc')
    .orderBy('keyword', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.keyword);
}

/** Keeps a signed-in shopper's search, newest first, and drops the oldest beyond `keep`. */
export async function rememberKeyword(em: EntityManager, userId: string, keyword: string, at: Date, keep: number): Promise<void> {
  const db = em.getKysely<CatalogDb>();
  await db
    .insertInto('search_history')
    .values({ user_id: userId, keyword, searched_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'keyword']).doUpdateSet({ searched_at: at }))
    .execute();
  await db
    .deleteFrom('search_history')
    .where('user_id', '=', userId)
    .where('keyword', 'not in', (eb) =>
      eb.selectFrom('search_history').select('keyword').where('user_id', '=', userId).orderBy('searched_at', 'desc').orderBy('keyword').limit(keep),
    )
    .execute();
}

export async function findSearchHistory(em: EntityManager, userId: string, limit: number): Promise<string[]> {
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('search_history')
    .select('keyword')
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
  return rows.map((row) => row.keyword);
}

/** Forgets one search, or every search when `keyword` is undefined. */
export async function forgetKeywords(em: EntityManager, userId: string, keyword: string | undefined): Promise<void> {
  await em
    .getKysely<CatalogDb>()
    .deleteFrom('search_history')
    .where('user_id', '=', userId)
    .$if(keyword !== undefined, (q) => q.where('keyword', '=', keyword!))
    .execute();
}

/**
 * Each term of a keyword that no title has as a word, with the closest word titles have (pg_trgm's
 * similarity, at least its default 0.3); a term with none stays out.
 */
export async function findCorrections(em: EntityManager, lang: Language, terms: readonly string[]): Promise<Map<string, string>> {
  const db = em.getKysely<CatalogDb>();
  const known = new Set((await db.selectFrom('search_word').select('word').where('lang', '=', lang).where('word', 'in', terms).execute()).map((row) => row.word));
  const corrections = new Map<string, string>();
  for (const term of terms.filter((candidate) => !known.has(candidate))) {
    const closest = await db
      .selectFrom('search_word')
      .select('word')
      .where('lang', '=', lang)
      .where(sql<boolean>`word operator(public.%) ${term}`)
      .orderBy(sql`public.similarity(word, ${term})`, 'desc')
      .orderBy('word')
      .limit(1)
      .executeTakeFirst();
    if (closest) corrections.set(term, closest.word);
  }
  return corrections;
}
