import { createHash } from 'node:crypto';
import { publicCacheSecondsOf, type Context } from '@shop/api';
import type { BffServer } from './server.js';

/**
 * tRPC's `responseMeta`: an anonymous GET of queries that all declare `publicCacheSeconds` may be
 * kept by shared caches (ingress, CDN) for the shortest of them, per `lang`; every other answer
 * (signed in, a mutation, an error) is `no-store`, so no cache ever holds a shopper's own data.
 */
export function cacheHeaders(options: { ctx?: Context | undefined; paths?: readonly string[] | undefined; type: string; errors: readonly unknown[] }): {
  headers: Record<string, string>;
} {
  const { ctx, paths, type, errors } = options;
  const anonymous = ctx !== undefined && ctx.token === '';
  const seconds = type === 'query' && errors.length === 0 && anonymous && paths ? publicCacheSecondsOf(paths) : undefined;
  if (seconds === undefined) return { headers: { 'cache-control': 'no-store' } };
  return { headers: { 'cache-control': `public, max-age=${seconds}, stale-while-revalidate=${seconds}`, vary: 'lang' } };
}

/**
 * tRPC answers with a Fetch `Response`; it goes out as one plain string instead of a web stream
 * (one write, no per-chunk reads). Publicly cacheable answers also get a weak entity tag: a
 * revalidation (`If-None-Match`) whose answer has not changed gets 304 without a body.
 */
export function sendTrpcAnswersWhole(server: BffServer['server']): void {
  server.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    const body = await payload.text();
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    if (request.method !== 'GET' || !payload.headers.get('cache-control')?.startsWith('public')) return body;
    const tag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', tag);
    const notModified = request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim() === tag) ?? false;
    if (!notModified) return body;
    reply.code(304).removeHeader('content-type');
    return null;
  });
}
