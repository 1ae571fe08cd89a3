import { refusedRequestBody, resolveLocale, translate } from '@shop/api';
import type { BffServer } from './server.js';

/** The most procedure calls one /trpc request may batch; a page asks for a handful at once. */
export const MAX_BATCH_CALLS = 10;
/** The largest request body: a batch of the largest forms is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How many procedure calls a /trpc URL asks for: a batch (`?batch=1`) names them in the path,
 * comma-separated (the commas may come percent-encoded).
 */
export function callsInRequest(url: string): number {
  const { pathname, searchParams } = new URL(url, 'http://bff');
  if (searchParams.get('batch') !== '1') return 1;
  return pathname.replace(/^\/trpc\/?/, '').split(/,|%2C/i).length;
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
    return undefined;
  });

  server.setErrorHandler((error: Error & { code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const params = { maxKb: String(MAX_BODY_BYTES / 1024) };
      return reply.code(413).send(refusedRequestBody('PAYLOAD_TOO_LARGE', 413, { message: translate('body_too_large', resolveLocale(request.headers.lang), params), reason: 'body_too_large' }));
    }
    // Everything else goes to Fastify's own handler (which logs it).
    throw error;
  });
}
