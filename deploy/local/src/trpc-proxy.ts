import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { extractTraceContext, markFailed, SpanKind, startSpan, traceHeadersOf } from '@shop/service-kit';
import { sharedMaxAgeOf, type SharedResponseCache, type StoredAnswer } from './response-cache.js';
import { securityHeaders } from '@shop/contracts/security-headers';

/** Headers of one hop (RFC 9110 §7.6.1) that a proxy never forwards. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);
/** Answers smaller than this go out uncompressed, as before (compression costs more than it saves). */
const COMPRESS_FROM_BYTES = 1024;

function forwardable(headers: IncomingHttpHeaders | OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/** Whether a request may be answered from, or fill, the shared cache: an anonymous GET only. */
const mayUseSharedCache = (request: IncomingMessage): boolean =>
  request.method === 'GET' && request.headers.authorization === undefined && request.headers.cookie === undefined;

function preferredEncoding(request: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

const matchesTag = (request: IncomingMessage, tag: string) => request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim() === tag) ?? false;

/**
 * The gateway's `/trpc` hop, as lean as the ingress it stands in for: the request streams to the
 * BFF over an undici pool (node:http's client cost a fifth of the read path), with the shopper's address and the gateway
 * span's trace context; the answer streams back with the security headers, compressed when the
 * browser accepts it. With a shared cache, anonymous GETs are answered from it and public answers
 * kept (see SharedResponseCache). Fastify's routing, hooks and reply-from cost as much per call as
 * the BFF's own work on a cached page.
 */
export interface TrpcProxy {
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Ends the kept-alive connections to the BFF. */
  close(): void;
}

export function createTrpcProxy(options: { bffUrl: string; cache?: SharedResponseCache | undefined }): TrpcProxy {
  const upstream = new URL(options.bffUrl);
  const pool = new Pool(upstream.origin, { connections: 256 });

  /** Writes the head, and returns the compressor the body goes through when the browser takes one. */
  const writeHead = (request: IncomingMessage, response: ServerResponse, status: number, headers: OutgoingHttpHeaders, length: number | undefined) => {
    const { 'content-length': _length, ...rest } = headers;
    const encoding = length !== undefined && length >= COMPRESS_FROM_BYTES && headers['content-encoding'] === undefined ? preferredEncoding(request) : undefined;
    if (!encoding) {
      response.writeHead(status, { ...rest, ...(length === undefined ? {} : { 'content-length': length }), ...securityHeaders(false) });
      return undefined;
    }
    const vary = headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding';
    response.writeHead(status, { ...rest, 'content-encoding': encoding, vary, ...securityHeaders(false) });
    return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();
  };

  const send = (request: IncomingMessage, response: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    const compressor = writeHead(request, response, status, headers, body.length);
    if (!compressor) return void response.end(body);
    compressor.pipe(response);
    compressor.end(body);
  };

  const sendStored = (request: IncomingMessage, response: ServerResponse, answer: StoredAnswer) => {
    const tag = answer.headers.etag;
    if (typeof tag === 'string' && matchesTag(request, tag)) {
      const revalidated: OutgoingHttpHeaders = { etag: tag, 'x-cache': 'HIT', ...securityHeaders(false) };
      for (const name of ['cache-control', 'vary']) if (answer.headers[name] !== undefined) revalidated[name] = String(answer.headers[name]);
      response.writeHead(304, revalidated).end();
      return;
    }
    const age = Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000));
    send(request, response, answer.status, { ...(answer.headers as OutgoingHttpHeaders), age: String(age), 'x-cache': 'HIT' }, answer.body);
  };

  const forward = (request: IncomingMessage, response: ServerResponse, finishFill: (() => void) | undefined) => {
    const cacheable = options.cache !== undefined && mayUseSharedCache(request);
    const parent = extractTraceContext(request.headers, (headers, key) => {
      const value = headers[key];
      return Array.isArray(value) ? value[0] : value;
    });
    const span = startSpan(`${request.method} /trpc`, {
      kind: SpanKind.SERVER,
      parent,
      attributes: { 'http.request.method': request.method ?? 'GET', 'url.path': (request.url ?? '').split('?')[0] },
    });
    const ended = (status: number) => {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) markFailed(span, `HTTP ${status}`);
      span.end();
      finishFill?.();
    };
    const headers = { ...forwardable(request.headers), host: upstream.host, 'x-forwarded-for': request.socket.remoteAddress ?? '', ...traceHeadersOf(span) };
    // The shopper going away mid-request abandons the BFF call too.
    const abandoned = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abandoned.abort();
    });
    const method = request.method ?? 'GET';
    pool
      .request({
        path: request.url ?? '/',
        method: method as 'GET',
        headers: headers as Record<string, string>,
        body: method === 'GET' || method === 'HEAD' ? null : request,
        signal: abandoned.signal,
      })
      .then(
        (answer) => {
          const status = answer.statusCode;
          const answerHeaders = forwardable(answer.headers);
          if (cacheable) answerHeaders['x-cache'] = 'MISS';
          // The BFF sends whole answers with their length, relayed whole: a stream pipeline per
          // answer (its abort controller, its DOMException) cost more than the copy. One without a
          // length streams as it comes.
          if (answer.headers['content-length'] !== undefined) {
            return answer.body.arrayBuffer().then((bytes) => {
              const body = Buffer.from(bytes);
              if (cacheable && sharedMaxAgeOf(status, answerHeaders) !== undefined) options.cache!.store(request.url ?? '', request.headers, status, answerHeaders, body);
              send(request, response, status, answerHeaders, body);
              ended(status);
            });
          }
          writeHead(request, response, status, answerHeaders, undefined);
          return pipeline(answer.body, response).then(() => ended(status));
        },
        () => {
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json', ...securityHeaders(false) }).end('{"error":"Bad gateway"}');
          else response.destroy();
          ended(502);
        },
      )
      .catch(() => {
        response.destroy();
        ended(502);
      });
  };

  return {
    handle(request, response) {
      const cache = options.cache;
      if (!cache || !mayUseSharedCache(request)) return forward(request, response, undefined);
      void cache.lookup(request.url ?? '', request.headers).then((answer) => {
        if (answer) return sendStored(request, response, answer);
        forward(request, response, cache.beginFill(request.url ?? '', request.headers));
      });
    },
    close: () => void pool.destroy(),
  };
}
