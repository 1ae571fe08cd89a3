import { foldForSearch } from '@shop/contracts';
import type { Language } from './language.js';

/** The product list's orders: text relevance (a keyword only), best-selling, cheapest, dearest, newest. */
export const productSorts = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * Relevance puts the products whose title has every word of the keyword first, then those that have
 * some only in their description; best-selling first within each. Both walk the best-selling index
 * (a common word fills a page within a few hundred products), so no page reads every match of a
 * word found in a million products.
 */
export const relevanceTiers = ['title', 'description'] as const;
export type RelevanceTier = (typeof relevanceTiers)[number];

/** The most terms a keyword is searched by; the rest are dropped (a keyword is at most 50 characters). */
export const MAX_QUERY_TERMS = 8;

const HAN = /\p{Script=Han}/u;
/** Runs of letters and digits: what a text is searched by (punctuation, dots and dashes split words). */
const WORD_RUN = /[\p{L}\p{N}]+/gu;
/** A run of Han characters or of other letters and digits. */
const SCRIPT_RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/** Whether a term is Han characters (indexed as character pairs, since Chinese has no spaces). */
function isHan(term: string): boolean {
  return HAN.test(term);
}

/** The overlapping character pairs of a Han run ("巴迪克" → 巴迪, 迪克); a single character stays one term. */
function characterPairs(run: string): string[] {
  const characters = [...run];
  if (characters.length < 2) return characters;
  return characters.slice(1).map((character, index) => characters[index] + character);
}

/**
 * The terms a text is indexed by in `lang`, space-separated, folded as searches are
 * (`foldForSearch`). English and Indonesian keep words (Postgres stems them); Chinese text splits
 * into character pairs, and the Latin words inside it ("Polo", "USB") stay words.
 */
export function searchTerms(lang: Language, text: string): string {
  const folded = foldForSearch(text);
  if (lang !== 'zh') return (folded.match(WORD_RUN) ?? []).join(' ');
  return (folded.match(SCRIPT_RUN) ?? []).flatMap((run) => (isHan(run) ? characterPairs(run) : [run])).join(' ');
}

/** A keyword's Postgres text-search queries over `searchTerms`: anywhere, and in the title only. */
export interface SearchQuery {
  anywhere: string;
  inTitle: string;
}

/**
 * A keyword as Postgres text-search queries, or undefined when it has no term (spaces and
 * punctuation only). Every term must match, as a whole word: a keyword is submitted, not typed
 * letter by letter, and a whole word lets Postgres estimate how common it is (a prefix does not).
 * A single Chinese character matches the pairs it starts. Terms are letters and digits only, so
 * quoting them is safe; `inTitle` asks for weight A, the title's.
 */
export function searchQuery(lang: Language, keyword: string): SearchQuery | undefined {
  const terms = [...new Set(searchTerms(lang, keyword).split(' ').filter(Boolean))].slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return undefined;
  const query = (weight: string) => terms.map((term) => `'${term}':${isHan(term) && [...term].length === 1 ? '*' : ''}${weight}`.replace(/:$/, '')).join(' & ');
  return { anywhere: query(''), inTitle: query('A') };
}

/** Languages whose keywords are corrected when misspelt (Chinese pairs of characters are not words). */
export const correctedLanguages: readonly Language[] = ['en', 'ind'];

/** The words of a title a misspelt keyword may be corrected to: three letters or more, not a number. */
export function correctionWords(lang: Language, title: string): string[] {
  if (!correctedLanguages.includes(lang)) return [];
  return [...new Set(searchTerms(lang, title).split(' '))].filter((word) => [...word].length >= 3 && !/^\d+$/.test(word));
}

/** A price range in whole rupiah: each bound optional (0 on the wire), the lower not above the upper. */
export function priceRangeProblem(min: number, max: number): boolean {
  const bound = (value: number) => Number.isSafeInteger(value) && value >= 0;
  return !bound(min) || !bound(max) || (max > 0 && min > max);
}

/** Whether an order's keyset cursor holds an instant (newest) or a number (score, sales, price). */
export function sortValueKind(sort: ProductSort): 'number' | 'instant' {
  return sort === 'newest' ? 'instant' : 'number';
}
