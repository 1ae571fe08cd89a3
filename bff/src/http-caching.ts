import { publicCacheSecondsOf } from '@shop/api';
import type { AnswerFacts } from './trpc-http.js';

/**
 * An anonymous GET of queries that all declare `publicCacheSeconds` may be kept by shared caches
 * (ingress, CDN) for the shortest of them, per `lang`; every other answer
 * (signed in, a mutation, an error) is `no-store`, so no cache ever holds a shopper's own data.
 */
export function cacheHeaders({ ctx, paths, type, errors }: AnswerFacts): { headers: Record<string, string> } {
  const anonymous = ctx !== undefined && ctx.token === '';
  const seconds = type === 'query' && errors.length === 0 && anonymous ? publicCacheSecondsOf(paths) : undefined;
  if (seconds === undefined) return { headers: { 'cache-control': 'no-store' } };
  return { headers: { 'cache-control': `public, max-age=${seconds}, stale-while-revalidate=${seconds}`, vary: 'lang' } };
}
