import { createHash } from 'node:crypto';
import type { Context } from '@shop/api';
import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffServer } from './server.js';

type CallType = 'query' | 'mutation';

/** What decides the caching headers of one answer (see `cacheHeaders`). */
export interface AnswerFacts {
  ctx: Context | undefined;
  paths: readonly string[];
  type: string;
  errors: readonly TRPCError[];
}

export interface TrpcHttpOptions {
  prefix: string;
  router: AnyTRPCRouter;
  createContext(request: FastifyRequest): Context;
  responseMeta(facts: AnswerFacts): { headers: Record<string, string> };
  onError(failure: { error: TRPCError; path: string; ctx: Context | undefined }): void;
}

/** The procedure type each HTTP method calls (HEAD is Fastify's twin of a GET route). */
const TYPE_OF_METHOD: Record<string, CallType | undefined> = { GET: 'query', HEAD: 'query', POST: 'mutation' };

/**
 * tRPC's HTTP protocol (https://trpc.io/docs/rpc) as our clients speak it: queries by GET,
 * mutations by POST, one call or a batch (`?batch=1`, paths comma-separated, inputs keyed by
 * index), JSON answers in the router's transformer, errors in its error shape and HTTP status.
 * Served straight from Fastify's request instead of tRPC's fetch adapter, which turned every
 * request into a WHATWG Request and every answer into a Response read back as a stream: a fifth of
 * the BFF's time on `product.list`. Procedures, middlewares and error formatting are tRPC's own.
 * Publicly cacheable answers carry a weak entity tag; a revalidation whose answer has not changed
 * gets 304 without a body.
 */
export function serveTrpc(server: BffServer['server'], options: TrpcHttpOptions): void {
  const { router } = options;
  const config = router._def._config;
  // Bodies reach `readInputs` as text, so a malformed one is refused in tRPC's shape like a malformed query.
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  server.route<{ Params: { '*': string }; Querystring: { batch?: string; input?: string } }>({
    method: ['GET', 'POST'],
    url: `${options.prefix}/*`,
    handler: async (request, reply) => {
      const type = TYPE_OF_METHOD[request.method]!;
      const batch = request.query.batch === '1';
      const paths = batch ? request.params['*'].split(',') : [request.params['*']];
      const ctx = options.createContext(request);
      const inputs = readInputs(request, batch, paths.length, config.transformer.input.deserialize);

      const answers = await Promise.all(
        paths.map(async (path, index): Promise<{ response: TRPCResponse; error?: TRPCError; procedureType?: string }> => {
          let procedureType: string | undefined;
          try {
            if (inputs instanceof TRPCError) throw inputs;
            const procedure = await getProcedureAtPath(router, path);
            if (!procedure) throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
            procedureType = procedure._def.type;
            if (procedureType !== type) {
              throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: `Unsupported ${request.method}-request to ${procedureType} procedure at path "${path}"` });
            }
            const data = await procedure({ path, type, ctx, batchIndex: index, signal: undefined, getRawInput: async () => inputs[index] });
            return { response: { result: { data } }, procedureType };
          } catch (cause) {
            const error = getTRPCErrorFromUnknown(cause);
            options.onError({ error, path, ctx });
            const input = inputs instanceof TRPCError ? undefined : inputs[index];
            return { response: { error: getErrorShape({ config, ctx, error, input, path, type: (procedureType ?? 'unknown') as CallType }) }, error, procedureType };
          }
        }),
      );

      const responses = answers.map((answer) => answer.response);
      const errors = answers.flatMap((answer) => (answer.error ? [answer.error] : []));
      const { headers } = options.responseMeta({ ctx, paths, type: answers.find((answer) => answer.procedureType)?.procedureType ?? 'unknown', errors });
      reply.code(getHTTPStatusCode(responses)).headers(headers).type('application/json');
      const body = JSON.stringify(transformTRPCResponse(config, batch ? responses : responses[0]!));
      // Only anonymous queries are public (`responseMeta`), so only they get an entity tag.
      return headers['cache-control']?.startsWith('public') ? sendTagged(request, reply, body) : body;
    },
  });
}

/**
 * The calls' inputs by index, deserialized by the transformer: from `?input=` for a query, from
 * the JSON body for a mutation; a malformed one fails every call of the request with BAD_REQUEST.
 */
function readInputs(request: FastifyRequest<{ Querystring: { input?: string } }>, batch: boolean, calls: number, deserialize: (value: unknown) => unknown): unknown[] | TRPCError {
  try {
    const text = request.method === 'POST' ? (request.body as string | undefined) : request.query.input;
    if (!text) return [];
    const raw: unknown = JSON.parse(text);
    if (!batch) return [deserialize(raw)];
    if (typeof raw !== 'object' || raw === null) throw new Error('the inputs of a batch are an object keyed by call index');
    const byIndex = raw as Record<string, unknown>;
    return Array.from({ length: calls }, (_, index) => (byIndex[index] === undefined ? undefined : deserialize(byIndex[index])));
  } catch (cause) {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'malformed input', cause });
  }
}

function sendTagged(request: FastifyRequest, reply: FastifyReply, body: string): string | null {
  const tag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag);
  const notModified = request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim() === tag) ?? false;
  if (!notModified) return body;
  reply.code(304).removeHeader('content-type');
  return null;
}
