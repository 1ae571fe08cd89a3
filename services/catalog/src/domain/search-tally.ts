import { foldForSearch } from '@shop/contracts';
import type { Language } from './language.js';

/** How often counted searches are written to the database by default (at most; a search brings the write). */
export const TALLY_FLUSH_MS = 10_000;
/** The most distinct keywords held between writes, so a flood of distinct ones cannot grow memory. */
export const TALLY_MAX_KEYWORDS = 5_000;

export interface KeywordCount {
  lang: Language;
  keyword: string;
  searches: number;
}

/**
 * Searches counted in memory and written now and then, so a search never waits for a write of its
 * own: hot keywords tolerate losing the last seconds of counts when a process stops.
 */
export class SearchTally {
  private counts = new Map<string, KeywordCount>();
  /** The first search of a process writes at once; later ones once `flushMs` have passed. */
  private lastDrain = Number.NEGATIVE_INFINITY;

  constructor(private readonly flushMs = TALLY_FLUSH_MS) {}

  /** Counts one search of `keyword` (folded, so "Batik " and "batik" count together). */
  count(lang: Language, keyword: string): void {
    const folded = foldForSearch(keyword);
    if (folded === '') return;
    const key = `${lang}\u0000${folded}`;
    const known = this.counts.get(key);
    if (known) known.searches += 1;
    else if (this.counts.size < TALLY_MAX_KEYWORDS) this.counts.set(key, { lang, keyword: folded, searches: 1 });
  }

  /** The counts since the last drain when `flushMs` have passed (then empty), else nothing. */
  drainIfDue(now: number): KeywordCount[] {
    if (now - this.lastDrain < this.flushMs || this.counts.size === 0) return [];
    this.lastDrain = now;
    const drained = [...this.counts.values()];
    this.counts = new Map();
    return drained;
  }
}
