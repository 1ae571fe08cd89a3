import { declaredBodyLimitOf, largestDeclaredBodyLimit, refusedRequestBody, resolveLocale, translate, type Locale } from '@shop/api';
import type { BffServer } from './server.js';

/** The most procedure calls one /trpc request may batch; a page asks for a handful at once. */
export const MAX_BATCH_CALLS = 10;
/** The largest request body: a batch of the largest forms is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The largest body of any request: what the procedures that take a file declare (`maxBodyBytes`). */
export const MAX_UPLOAD_BODY_BYTES = Math.max(MAX_BODY_BYTES, largestDeclaredBodyLimit() ?? 0);

/** The largest body a /trpc request to this URL may send: its procedure's own limit when called alone. */
export function bodyLimitOf(url: string): number {
  const { pathname } = new URL(url, 'http://bff');
  return declaredBodyLimitOf(pathname.replace(/^\/trpc\//, '')) ?? MAX_BODY_BYTES;
}

/**
 * How many procedure calls a /trpc URL asks for: a batch (`?batch=1`) names them in the path,
 * comma-separated (the commas may come percent-encoded).
 */
export function callsInRequest(url: string): number {
  const { pathname, searchParams } = new URL(url, 'http://bff');
  if (searchParams.get('batch') !== '1') return 1;
  return pathname.replace(/^\/trpc\/?/, '').split(/,|%2C/i).length;
}

function tooLarge(limit: number, lang: Locale) {
  return refusedRequestBody('PAYLOAD_TOO_LARGE', 413, { message: translate('body_too_large', lang, { maxKb: String(limit / 1024) }), reason: 'body_too_large' });
}

/**
 * Refuses oversized /trpc requests before any procedure runs or any body is read, in the
 * caller's language: too many batched calls, bodies over MAX_BODY_BYTES, and bodies tRPC would
 * stream unbounded (multipart).
 */
export function limitTrpcRequests(server: BffServer['server']): void {
  server.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/trpc')) return;
    const lang = resolveLocale(request.headers.lang);
    const calls = callsInRequest(request.url);
    if (calls > MAX_BATCH_CALLS) {
      const params = { max: String(MAX_BATCH_CALLS) };
      return reply.code(400).send(refusedRequestBody('BAD_REQUEST', 400, { message: translate('batch_too_large', lang, params), reason: 'batch_too_large' }));
    }
    if (request.method === 'POST' && !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return reply.code(415).send(refusedRequestBody('UNSUPPORTED_MEDIA_TYPE', 415, { message: translate('unsupported_content_type', lang), reason: 'unsupported_content_type' }));
    }
    // Fastify's own limit (the server's bodyLimit) is the uploads'; every other procedure gets
    // the small one, read from the declared length (Node's parser holds the body to it).
    const limit = bodyLimitOf(request.url);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (request.method === 'POST' && (declared > limit || (limit < MAX_UPLOAD_BODY_BYTES && request.headers['transfer-encoding'] !== undefined))) {
      return reply.code(413).send(tooLarge(limit, lang));
    }
    return undefined;
  });

  server.setErrorHandler((error: Error & { code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(tooLarge(bodyLimitOf(request.url), resolveLocale(request.headers.lang)));
    // Everything else goes to Fastify's own handler (which logs it).
    throw error;
  });
}
