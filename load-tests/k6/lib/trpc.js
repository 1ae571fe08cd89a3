// Calls to the BFF's tRPC v11 HTTP API (superjson transformer) from k6.
//
//   query      GET  /trpc/<proc>?input=<urlencoded {"json": input}>
//   batchQuery GET  /trpc/<a>,<b>?batch=1&input=<urlencoded {"0": {"json": a}, "1": {"json": b}}>
//   mutation   POST /trpc/<proc>?batch=1   body {"0": {"json": input}}, header idempotency-key
//
// Mutations go as the browser's client sends them: a batch of one, with a fresh `idempotency-key`
// per user intent (the BFF hands it to the service, which does a repeated intent once).
// Every request carries the `lang` header (en | zh | ind; the BFF falls back to ind) and, when
// one is given, `authorization` (the session token, as the browser sends it). Requests are tagged
// `procedure:<name>` (a batch `<a>+<b>`) and named `trpc <name>` so thresholds and summaries group them per
// procedure, not per URL.
//
// Environment:
//   BASE_URL       where /trpc is served (the BFF, the local gateway or the ingress);
//                  default http://localhost:3000
//   SHOP_LANG      default `lang` header value; default ind
//   AUTHORIZATION  `authorization` header value sent verbatim (e.g. "Bearer <token>"); default none
import http from 'k6/http';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
export const DEFAULT_LANG = __ENV.SHOP_LANG || 'ind';

/** superjson's encoding of a value: plain JSON values need no meta; undefined does. */
function superjson(input) {
  return input === undefined ? { json: null, meta: { values: ['undefined'] } } : { json: input };
}

function params(procedure, options = {}) {
  const headers = { accept: 'application/json', lang: options.lang || DEFAULT_LANG };
  const authorization = options.authorization ?? __ENV.AUTHORIZATION;
  if (authorization) headers.authorization = authorization;
  const result = {
    headers: Object.assign(headers, options.headers),
    tags: Object.assign({ name: `trpc ${procedure}`, procedure }, options.tags),
  };
  if (options.expectedStatuses) result.responseCallback = http.expectedStatuses(...options.expectedStatuses);
  return result;
}

/** A query procedure (GET). `input` may be omitted for procedures with a default input. */
export function query(procedure, input, options) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson(input)))}`;
  return http.get(`${BASE_URL}/trpc/${procedure}${search}`, params(procedure, options));
}

/** Several queries in one GET, as the tRPC client's httpBatchLink sends them. */
export function batchQuery(calls, options) {
  const procedures = calls.map((call) => call.procedure);
  const inputs = {};
  calls.forEach((call, index) => {
    inputs[index] = superjson(call.input);
  });
  const url = `${BASE_URL}/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
  // Tagged `a+b`: a comma would end the tag in a threshold's `{procedure:...}` filter.
  return http.get(url, params(procedures.join('+'), options));
}

/**
 * A mutation procedure (POST, a batch of one). `options.idempotencyKey` names the intent; without
 * it the call is an intent of its own.
 */
export function mutation(procedure, input, options = {}) {
  const request = params(procedure, options);
  request.headers['content-type'] = 'application/json';
  request.headers['idempotency-key'] = options.idempotencyKey || crypto.randomUUID();
  return http.post(`${BASE_URL}/trpc/${procedure}?batch=1`, JSON.stringify({ 0: superjson(input) }), request);
}

function parse(res) {
  try {
    return res.json();
  } catch {
    return undefined;
  }
}

/**
 * The `json` part of one tRPC envelope ({result: {data: {json}}} or {error: {json}}).
 * @returns {{ data: any, error: any }} exactly one of the two is set
 */
function unwrap(envelope) {
  if (envelope && envelope.result && envelope.result.data) return { data: envelope.result.data.json, error: undefined };
  if (envelope && envelope.error) return { data: undefined, error: envelope.error.json };
  return { data: undefined, error: { message: 'not a tRPC response' } };
}

/**
 * Decoded result of a single call (a query, or a mutation's batch of one):
 * { data } or { error: {message, code, data: {code, httpStatus}} }.
 */
export function result(res) {
  const body = parse(res);
  return unwrap(Array.isArray(body) && body.length === 1 ? body[0] : body);
}

/** Decoded results of a batched call, in call order. */
export function batchResults(res, count) {
  const body = parse(res);
  if (!Array.isArray(body)) {
    return Array.from({ length: count }, () => ({ data: undefined, error: { message: 'not a batch response' } }));
  }
  return body.map(unwrap);
}

/** Whether a product page has the shape product.list returns. */
export function isProductPage(page) {
  return (
    page !== null &&
    typeof page === 'object' &&
    Array.isArray(page.items) &&
    Number.isInteger(page.total) &&
    Number.isInteger(page.page) &&
    Number.isInteger(page.pageSize)
  );
}

/** Whether `page` is a keyset page of the product list as product.search answers it. */
export function isSearchPage(page) {
  return page !== null && typeof page === 'object' && Array.isArray(page.items) && (page.nextCursor === null || typeof page.nextCursor === 'string') && typeof page.similar === 'boolean';
}
